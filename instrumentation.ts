import type { Instrumentation } from "next";

// Next.js runs register() once when a server instance starts, before it serves a request, and onRequestError for
// every error it catches while rendering or routing (ARCHITECTURE.md "Deploying").

/** Set by register() when SENTRY_DSN is configured; until then an error goes nowhere but the server's log. */
let reportRequestError: Instrumentation.onRequestError | undefined;

export async function register(): Promise<void> {
  // Only the Node.js server is checked and reported: edge code has no database and no Sentry. Next replaces
  // NEXT_RUNTIME in each build, so the edge build drops this block (and its Node-only process.exit).
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startupEnv } = await import("@/lib/env");
    let config: ReturnType<typeof startupEnv>;
    try {
      // Throws in production when a required value (AUTH_SECRET, DATABASE_URL, APP_URL) is missing or invalid.
      config = startupEnv();
    } catch (error) {
      // Next only logs a failing register() and then answers every request with a 500; a server that cannot work
      // must not come up at all.
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    if (config?.SENTRY_DSN) {
      // Loaded only with a DSN, so a deployment without one runs no Sentry code at all.
      const Sentry = await import("@sentry/nextjs");
      Sentry.init({
        dsn: config.SENTRY_DSN,
        environment: config.NODE_ENV,
        // Errors only, with no performance tracing. Of the request and the code's state nothing is sent but the
        // error, its stack and the route: users' debts, e-mail addresses and sessions stay here (SECURITY.md).
        tracesSampleRate: 0,
        dataCollection: {
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
          databaseQueryData: false,
          stackFrameVariables: false,
          genAI: { inputs: false, outputs: false },
        },
        // Route handlers answer an unexpected failure with a plain 500 and log it with console.error (lib/api.ts
        // errorResponse), so Next never sees it as a request error: those logs are what reach Sentry.
        integrations: [Sentry.captureConsoleIntegration({ levels: ["error"] })],
      });
      reportRequestError = Sentry.captureRequestError;
    }
  }
}

export const onRequestError: Instrumentation.onRequestError = (error, request, context) =>
  // The route's pattern stands in for the path, whose segments and query can carry tokens (invitations,
  // unsubscribe links) and user data; no header is passed on.
  reportRequestError?.(error, { method: request.method, path: context.routePath, headers: {} }, context);
