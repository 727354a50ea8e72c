import "server-only";
import { Configuration, PlaidApi, PlaidEnvironments } from "plaid";
import { env, features } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { NO_PROVIDER_MESSAGE } from "./types";

// The Plaid client, created on first use from the environment (so `next build` and keyless runs never need a key).
// PLAID_API_URL redirects every call, which is how the integration tests drive the real SDK against a local stand-in
// (tests/support/plaid-standin.ts), as STRIPE_API_BASE does for Stripe. Server code only.

let client: PlaidApi | undefined;

export const isPlaidConfigured = (): boolean => features.plaid();

/** 503 with the keyless message unless the site has Plaid keys: every Plaid route starts here. */
export function requirePlaid(): PlaidApi {
  if (!isPlaidConfigured()) throw new AppError("unavailable", NO_PROVIDER_MESSAGE);
  if (client) return client;
  const { PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV, PLAID_API_URL } = env();
  client = new PlaidApi(
    new Configuration({
      basePath: PLAID_API_URL ?? PlaidEnvironments[PLAID_ENV],
      baseOptions: {
        headers: { "PLAID-CLIENT-ID": PLAID_CLIENT_ID, "PLAID-SECRET": PLAID_SECRET },
        // A sync holds the item's row lock across its calls (lib/plaid/service.ts), so calls must be short.
        timeout: 15_000,
      },
    }),
  );
  return client;
}

/** Plaid's error object (https://plaid.com/docs/errors/), as the SDK's axios error carries it. */
interface PlaidErrorBody {
  error_type: string;
  error_code: string;
  error_message: string;
}

function plaidErrorBody(error: unknown): PlaidErrorBody | null {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data as
    Partial<PlaidErrorBody> | undefined;
  return data && typeof data.error_code === "string" ? (data as PlaidErrorBody) : null;
}

/** A failed Plaid call as the API's error, keeping Plaid's error_code for the callers that tell cases apart. */
export class PlaidCallError extends AppError {
  constructor(
    code: ConstructorParameters<typeof AppError>[0],
    message: string,
    readonly plaidCode: string | null,
    options: ConstructorParameters<typeof AppError>[2] = {},
  ) {
    super(code, message, options);
  }
}

export const LOGIN_REQUIRED_MESSAGE =
  "Your bank wants you to sign in again: use Reconnect on this connection (Settings > Connected accounts).";

/** Plaid's ITEM_LOGIN_REQUIRED: a 409 asking for Reconnect; the caller marks the connection. */
export class PlaidLoginRequired extends PlaidCallError {
  constructor() {
    super("conflict", LOGIN_REQUIRED_MESSAGE, "ITEM_LOGIN_REQUIRED");
  }
}

/** Plaid's error_code of a failed call, or null. */
export const plaidErrorOf = (error: unknown): string | null =>
  error instanceof PlaidCallError ? error.plaidCode : (plaidErrorBody(error)?.error_code ?? null);

/**
 * Runs a Plaid call and turns its failures into the API's errors: the bank asking the user to sign in again is a 409,
 * a refused request a 400, Plaid itself failing or unreachable a 503 with Retry-After (nothing is wrong with the
 * request; docs/product-rules.md "Errors").
 */
export async function callPlaid<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw plaidAppError(error);
  }
}

function plaidAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const body = plaidErrorBody(error);
  if (body?.error_code === "ITEM_LOGIN_REQUIRED") return new PlaidLoginRequired();
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  if (body && status !== undefined && status < 500 && body.error_type !== "RATE_LIMIT_EXCEEDED") {
    console.warn(`[plaid] ${body.error_type} ${body.error_code}: ${body.error_message}`);
    return new PlaidCallError(
      "bad_request",
      `The bank connection refused the request: ${body.error_message}`,
      body.error_code,
    );
  }
  console.error("[plaid] request failed", body ?? (error instanceof Error ? error.message : error));
  return new PlaidCallError(
    "unavailable",
    "Our bank connection provider is not answering. Please try again in a minute.",
    body?.error_code ?? null,
    { retryAfterSeconds: 30 },
  );
}
