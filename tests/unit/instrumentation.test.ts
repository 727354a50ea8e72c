// instrumentation.ts: the server's start-up check, and Sentry only when SENTRY_DSN is set (README "Deploying").

const mockSentryLoaded = jest.fn();
const mockInit = jest.fn();
const mockCaptureRequestError = jest.fn();
jest.mock("@sentry/nextjs", () => {
  mockSentryLoaded();
  return {
    init: mockInit,
    captureRequestError: mockCaptureRequestError,
    captureConsoleIntegration: (options: unknown) => ({ name: "CaptureConsole", options }),
  };
});

const PRODUCTION = {
  NEXT_RUNTIME: "nodejs",
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://app:secret@db.example.com:5432/debtwise",
  AUTH_SECRET: "a-long-random-secret-a-long-random-secret",
  APP_URL: "https://app.example.com",
};
const DSN = "https://public@o123.ingest.sentry.io/456";
const savedEnv = { ...process.env };

/** A fresh copy of instrumentation.ts (its Sentry state is per module) under exactly `vars`. */
function loadWith(vars: Record<string, string>): typeof import("@/instrumentation") {
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, vars);
  let loaded: typeof import("@/instrumentation") | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import("@/instrumentation")>("@/instrumentation");
  });
  return loaded!;
}

const request = {
  path: "/invite/secret-invitation-token?email=someone%40example.com",
  method: "GET",
  headers: { cookie: "authjs.session-token=secret" },
};
const context = {
  routerKind: "App Router",
  routePath: "/invite/[token]",
  routeType: "render",
  revalidateReason: undefined,
} as const;

describe("instrumentation", () => {
  afterEach(() => {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, savedEnv);
    jest.clearAllMocks();
  });

  it("ends the production server's start when AUTH_SECRET is missing, saying why", async () => {
    const { AUTH_SECRET: _omitted, ...withoutSecret } = PRODUCTION;
    const exit = jest.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`process.exit(${code})`);
    });
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(loadWith(withoutSecret).register()).rejects.toThrow("process.exit(1)");
      expect(exit).toHaveBeenCalledWith(1);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/cannot start[\s\S]*AUTH_SECRET is not set/));
      expect(mockSentryLoaded).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      logged.mockRestore();
    }
  });

  it("starts with a complete configuration, and without SENTRY_DSN loads and initialises no Sentry", async () => {
    const instrumentation = loadWith(PRODUCTION);
    await expect(instrumentation.register()).resolves.toBeUndefined();
    await instrumentation.onRequestError(new Error("boom"), request, context);
    expect(mockSentryLoaded).not.toHaveBeenCalled();
    expect(mockInit).not.toHaveBeenCalled();
    expect(mockCaptureRequestError).not.toHaveBeenCalled();
  });

  it("with SENTRY_DSN initialises Sentry for errors only and reports request errors without tokens or headers", async () => {
    const instrumentation = loadWith({ ...PRODUCTION, SENTRY_DSN: DSN });
    await instrumentation.register();
    expect(mockInit).toHaveBeenCalledTimes(1);
    const options = mockInit.mock.calls[0][0];
    expect(options).toMatchObject({ dsn: DSN, tracesSampleRate: 0, dataCollection: { cookies: false } });
    expect(options.integrations).toEqual([{ name: "CaptureConsole", options: { levels: ["error"] } }]);

    const error = new Error("boom");
    await instrumentation.onRequestError(error, request, context);
    // The route's pattern, not the path with its token and query; no headers.
    expect(mockCaptureRequestError).toHaveBeenCalledWith(
      error,
      { method: "GET", path: "/invite/[token]", headers: {} },
      context,
    );
  });

  it("does nothing in the edge runtime", async () => {
    const instrumentation = loadWith({ ...PRODUCTION, NEXT_RUNTIME: "edge", AUTH_SECRET: "", SENTRY_DSN: DSN });
    await expect(instrumentation.register()).resolves.toBeUndefined();
    expect(mockSentryLoaded).not.toHaveBeenCalled();
  });
});
