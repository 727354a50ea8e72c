import "server-only";
import { Configuration, PlaidApi, PlaidEnvironments } from "plaid";
import { env, features } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { NO_PROVIDER_MESSAGE } from "./types";

// Created on first use, so `next build` and keyless runs never need a key. PLAID_API_URL lets the integration tests
// drive the real SDK against a local stand-in.

let client: PlaidApi | undefined;

export const isPlaidConfigured = (): boolean => features.plaid();

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

/** The caller marks the connection. */
export class PlaidLoginRequired extends PlaidCallError {
  constructor() {
    super("conflict", LOGIN_REQUIRED_MESSAGE, "ITEM_LOGIN_REQUIRED");
  }
}

export const plaidErrorOf = (error: unknown): string | null =>
  error instanceof PlaidCallError ? error.plaidCode : (plaidErrorBody(error)?.error_code ?? null);

/** Plaid failing is a 503 with Retry-After: nothing is wrong with the request (docs/product-rules.md "Errors"). */
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
