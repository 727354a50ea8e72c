import "server-only";
import { z } from "@/lib/validations/zod";

// Every provider key is optional (README "Environment"). Parsed lazily so `next build` never needs runtime secrets.

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
  /** Every absolute link is built on it alone, never on request headers. */
  APP_URL: optional,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Proxies to trust for X-Forwarded-For, counted from the right; unset, forwarding headers are ignored. */
  TRUST_PROXY: z.coerce.number().int().min(1).max(10).optional(),
  VERCEL: optional,
  DEBTWISE_PEER_SECRET: optional,
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  AUTH_GITHUB_ID: optional,
  AUTH_GITHUB_SECRET: optional,
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optional,
  EMAIL_FROM: z.string().default("DebtWise <no-reply@debtwise.app>"),
  SUPPORT_EMAIL: optional.pipe(z.email().default("support@debtwise.app")),
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_BASE_URL: optional,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_BASIC: optional,
  STRIPE_PRICE_PRO: optional,
  STRIPE_API_BASE: optional,
  PLAID_CLIENT_ID: optional,
  PLAID_SECRET: optional,
  PLAID_ENV: optional.pipe(z.enum(["sandbox", "production"]).default("sandbox")),
  PLAID_API_URL: optional,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM_NUMBER: optional,
  CRON_SECRET: optional,
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
  /** Tests only: the server POSTs to every push endpoint it accepts, so a deployment must never set it. */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: optional,
  SENTRY_DSN: optional.pipe(z.url().optional()),
  /** Serves the public developer outbox; never set it on a deployment. */
  OUTBOX_PAGE: optional,
  DEV_CLOCK_FILE: optional,
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= EnvSchema.parse(process.env);
  return cached;
}

export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === null || value === "") {
    throw new Error(`${String(key)} is not set. See .env.example (npm start sets it for local runs).`);
  }
  return value as NonNullable<Env[K]>;
}

/** README "Deploying". */
const REQUIRED_IN_PRODUCTION = ["DATABASE_URL", "AUTH_SECRET", "APP_URL"] as const;

const BUILD_PHASE = "phase-production-build";

// In production a misconfigured deployment fails at boot, naming every problem, instead of on its first request.
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
