import "server-only";
import { z } from "@/lib/validations/zod";

// The only reader of process.env on the server. Every provider key is optional: without it the product uses
// its local default (see README "Environment"). Parsed lazily so `next build` never needs runtime secrets.

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: optional,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: optional,
  /**
   * The app's public origin (https://app.example.com): every absolute link (mails, Stripe return URLs) is built on
   * it alone, never on request headers. Required in production; local runs get the listening address.
   */
  APP_URL: optional,
  /** The port `scripts/serve.ts` listens on; local links use it when APP_URL is unset. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * How many proxies in front of the app to trust for the client's address (X-Forwarded-For, read that many hops
   * from the right, as Express's "trust proxy" count). Unset: forwarding headers are ignored (lib/request.ts).
   */
  TRUST_PROXY: z.coerce.number().int().min(1).max(10).optional(),
  /** Set by Vercel on its deployments, whose edge overwrites the client-address headers. */
  VERCEL: optional,
  /** Per-process secret `scripts/serve.ts` uses to hand the socket's address to the app (lib/request.ts). */
  DEBTWISE_PEER_SECRET: optional,
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  AUTH_GITHUB_ID: optional,
  AUTH_GITHUB_SECRET: optional,
  RESEND_API_KEY: optional,
  /** Where the Resend SDK sends API calls; default Resend's API. Tests point it at a stand-in. */
  RESEND_BASE_URL: optional,
  EMAIL_FROM: z.string().default("DebtWise <no-reply@debtwise.app>"),
  /** Where the support form's requests go (lib/support/service.ts); default the address the site footer publishes. */
  SUPPORT_EMAIL: optional.pipe(z.email().default("support@debtwise.app")),
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  /** An OpenAI-compatible endpoint (a gateway, or a local stand-in in tests); default: OpenAI's API. */
  OPENAI_BASE_URL: optional,
  /** How long a generation may take before the local writer answers instead. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_BASIC: optional,
  STRIPE_PRICE_PRO: optional,
  /** Where the Stripe SDK sends API calls (protocol://host:port); default Stripe's API. Tests point it at a stand-in. */
  STRIPE_API_BASE: optional,
  /** Plaid (bank connections, docs/product-rules.md "Connected accounts (Plaid)"): both keys, or none. */
  PLAID_CLIENT_ID: optional,
  PLAID_SECRET: optional,
  PLAID_ENV: optional.pipe(z.enum(["sandbox", "production"]).default("sandbox")),
  /** Where the Plaid SDK sends API calls; default PLAID_ENV's host. Tests point it at a stand-in. */
  PLAID_API_URL: optional,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM_NUMBER: optional,
  CRON_SECRET: optional,
  /**
   * Web Push (docs/product-rules.md "Reminders"): the VAPID key pair (base64url, `npx web-push
   * generate-vapid-keys`) and a contact for the push services (mailto: or https:). Local runs get a pair generated
   * into .data/ (scripts/lib/local-env.ts); without a pair push is off.
   */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
  /**
   * "1" accepts push endpoints on loopback and private addresses: only for the tests' local push endpoint. The
   * server POSTs to every endpoint it accepts, so a deployment must never set it.
   */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: optional,
  /** Where server errors are reported (instrumentation.ts). Unset: the Sentry SDK is never loaded and nothing is sent. */
  SENTRY_DSN: optional.pipe(z.url().optional()),
  /**
   * "1" serves the developer outbox (/dev/outbox, public) while no mail/SMS provider is configured; `npm start`
   * sets it for local runs. Never set it on a deployment.
   */
  OUTBOX_PAGE: optional,
  /**
   * Where the dev clock's offset is saved (lib/dev-clock/saved.ts); `npm start` names `.data/dev-clock.json`. Unset:
   * a moved clock lasts until the server stops.
   */
  DEV_CLOCK_FILE: optional,
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= EnvSchema.parse(process.env);
  return cached;
}

/** Throws a clear message when a value the running server cannot work without is missing. */
export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === null || value === "") {
    throw new Error(`${String(key)} is not set. See .env.example (npm start sets it for local runs).`);
  }
  return value as NonNullable<Env[K]>;
}

/** What a production server cannot serve a single request without (README "Deploying"). */
const REQUIRED_IN_PRODUCTION = ["DATABASE_URL", "AUTH_SECRET", "APP_URL"] as const;

/** The value Next.js gives NEXT_PHASE while `next build` runs, when no runtime secret need be present. */
const BUILD_PHASE = "phase-production-build";

/**
 * The configuration check instrumentation.ts runs when a server starts. In production (outside `next build`) it
 * throws one message naming every required value that is missing and every value the schema refuses, so a
 * misconfigured deployment fails at boot instead of on its first request. Elsewhere it never throws (local runs
 * fill in defaults, scripts/lib/local-env.ts). Returns the parsed configuration when it parses.
 */
export function startupEnv(source: Readonly<Record<string, string | undefined>> = process.env): Env | undefined {
  const parsed = EnvSchema.safeParse(source);
  if (source.NODE_ENV !== "production" || source.NEXT_PHASE === BUILD_PHASE) {
    return parsed.success ? parsed.data : undefined;
  }
  const problems = [
    ...REQUIRED_IN_PRODUCTION.filter((key) => !source[key]?.trim()).map((key) => `${key} is not set`),
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  ];
  if (problems.length > 0 || !parsed.success) {
    throw new Error(
      `DebtWise cannot start: the server's configuration is incomplete or invalid.\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
        `Set these in the host's environment (README "Deploying"; .env.example describes each one).`,
    );
  }
  return parsed.data;
}

export const features = {
  googleAuth: () => Boolean(env().AUTH_GOOGLE_ID && env().AUTH_GOOGLE_SECRET),
  githubAuth: () => Boolean(env().AUTH_GITHUB_ID && env().AUTH_GITHUB_SECRET),
  resend: () => Boolean(env().RESEND_API_KEY),
  openai: () => Boolean(env().OPENAI_API_KEY),
  stripe: () => Boolean(env().STRIPE_SECRET_KEY),
  plaid: () => Boolean(env().PLAID_CLIENT_ID && env().PLAID_SECRET),
  twilio: () => Boolean(env().TWILIO_ACCOUNT_SID && env().TWILIO_AUTH_TOKEN && env().TWILIO_FROM_NUMBER),
  push: () => Boolean(env().VAPID_PUBLIC_KEY && env().VAPID_PRIVATE_KEY),
};
