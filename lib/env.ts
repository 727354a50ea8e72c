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
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM_NUMBER: optional,
  CRON_SECRET: optional,
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

export const features = {
  googleAuth: () => Boolean(env().AUTH_GOOGLE_ID && env().AUTH_GOOGLE_SECRET),
  githubAuth: () => Boolean(env().AUTH_GITHUB_ID && env().AUTH_GITHUB_SECRET),
  resend: () => Boolean(env().RESEND_API_KEY),
  openai: () => Boolean(env().OPENAI_API_KEY),
  stripe: () => Boolean(env().STRIPE_SECRET_KEY),
  twilio: () => Boolean(env().TWILIO_ACCOUNT_SID && env().TWILIO_AUTH_TOKEN && env().TWILIO_FROM_NUMBER),
};
