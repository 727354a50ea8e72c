import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from "jose";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { readBodyText } from "@/lib/request-body";
import { callPlaid, isPlaidConfigured, PlaidLoginRequired, requirePlaid } from "./client";
import { markLoginRepaired, markLoginRequired, syncPlaidItem } from "./service";

// Verified as Plaid's "Verify webhooks" says: the ES256 JWT in Plaid-Verification, by its kid's key, at most 5 minutes
// old, its request_body_sha256 the body's. The delivery (the JWT's hash) is recorded, so a resend does nothing twice.

export const PLAID_WEBHOOK_MAX_BODY_BYTES = 100_000;

/** Plaid's rule: an older JWT is a replay of an old delivery. */
const MAX_TOKEN_AGE_SECONDS = 5 * 60;

export type PlaidWebhookOutcome = "processed" | "duplicate" | "ignored";

interface CachedKey {
  key: CryptoKey | Uint8Array;
  /** Unix seconds. */
  expiredAt: number | null;
}

// Plaid rotates keys rarely. On globalThis because Next bundles a copy of this module per route.
const keyCache: Map<string, CachedKey> = ((
  globalThis as { __debtwisePlaidKeys?: Map<string, CachedKey> }
).__debtwisePlaidKeys ??= new Map());

/** For tests that rotate the stand-in's key. */
export function forgetPlaidWebhookKeys(): void {
  keyCache.clear();
  keyLookups.length = 0;
}

/**
 * Per process. Anyone can send a made-up kid, and each would cost a call to Plaid: past the cap the delivery is
 * refused as unsigned (Plaid retries a real one later, by then cached).
 */
const KEY_LOOKUPS_PER_MINUTE = 10;
const keyLookups: number[] = ((globalThis as { __debtwisePlaidKeyLookups?: number[] }).__debtwisePlaidKeyLookups ??=
  []);

function claimKeyLookup(): void {
  const now = Date.now();
  while (keyLookups.length > 0 && keyLookups[0]! <= now - 60_000) keyLookups.shift();
  if (keyLookups.length >= KEY_LOOKUPS_PER_MINUTE) throw invalidSignature();
  keyLookups.push(now);
}

async function verificationKey(kid: string): Promise<CachedKey> {
  const cached = keyCache.get(kid);
  if (cached) return cached;
  claimKeyLookup();
  const plaid = requirePlaid();
  let jwk: JWK & { expired_at?: number | null };
  try {
    ({ key: jwk } = (await callPlaid(() => plaid.webhookVerificationKeyGet({ key_id: kid }))) as {
      key: JWK & { expired_at?: number | null };
    });
  } catch (error) {
    // An unknown kid is Plaid's 400: the webhook is not Plaid's. Plaid unreachable stays a 503 (Plaid retries).
    if (error instanceof AppError && error.code === "bad_request") throw invalidSignature();
    throw error;
  }
  const entry = { key: await importJWK({ ...jwk, alg: "ES256" }, "ES256"), expiredAt: jwk.expired_at ?? null };
  keyCache.set(kid, entry);
  return entry;
}

const invalidSignature = () => new AppError("bad_request", "Invalid Plaid-Verification signature");

async function verify(req: Request): Promise<{ body: Record<string, unknown>; deliveryId: string }> {
  const jwt = req.headers.get("plaid-verification");
  if (!jwt) throw new AppError("bad_request", "Missing Plaid-Verification header");
  const rawBody = await readBodyText(req, PLAID_WEBHOOK_MAX_BODY_BYTES);

  let kid: string;
  try {
    const header = decodeProtectedHeader(jwt);
    if (header.alg !== "ES256" || !header.kid) throw invalidSignature();
    kid = header.kid;
  } catch {
    throw invalidSignature();
  }
  const { key, expiredAt } = await verificationKey(kid);
  if (expiredAt !== null && expiredAt * 1000 < Date.now()) throw invalidSignature();

  let claimed: unknown;
  try {
    // Real time, not the product's clock (lib/clock.ts): this is Plaid's clock against ours.
    const { payload } = await jwtVerify(jwt, key, { algorithms: ["ES256"], maxTokenAge: MAX_TOKEN_AGE_SECONDS });
    claimed = payload.request_body_sha256;
  } catch {
    throw invalidSignature();
  }
  const actual = createHash("sha256").update(rawBody, "utf8").digest("hex");
  if (typeof claimed !== "string" || claimed.length !== actual.length) throw invalidSignature();
  if (!timingSafeEqual(Buffer.from(claimed), Buffer.from(actual))) throw invalidSignature();

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError("bad_request", "The webhook body is not JSON");
  }
  if (!body || typeof body !== "object") throw new AppError("bad_request", "The webhook body is not an object");
  return { body: body as Record<string, unknown>, deliveryId: createHash("sha256").update(jwt).digest("hex") };
}

/** A failure after the record is written deletes it, so Plaid's retry is handled in full. */
export async function handlePlaidWebhook(req: Request): Promise<{ received: true; outcome: PlaidWebhookOutcome }> {
  // Nothing is read from an unauthenticated caller before these cheap checks.
  if (!isPlaidConfigured()) throw notFound("Webhook");
  const { body, deliveryId } = await verify(req);
  const type = String(body.webhook_type ?? "");
  const code = String(body.webhook_code ?? "");
  const itemId = typeof body.item_id === "string" ? body.item_id : null;

  const { count } = await db.plaidWebhookEvent.createMany({
    data: [{ id: deliveryId, type, code, itemId }],
    skipDuplicates: true,
  });
  if (count === 0) return { received: true, outcome: "duplicate" };
  try {
    return { received: true, outcome: await handle(type, code, itemId, body) };
  } catch (error) {
    await db.plaidWebhookEvent.deleteMany({ where: { id: deliveryId } });
    throw error;
  }
}

async function handle(
  type: string,
  code: string,
  itemId: string | null,
  body: Record<string, unknown>,
): Promise<PlaidWebhookOutcome> {
  if (!itemId) return "ignored";
  if (type === "TRANSACTIONS" && (code === "SYNC_UPDATES_AVAILABLE" || code === "DEFAULT_UPDATE")) {
    try {
      return (await syncPlaidItem(itemId)) ? "processed" : "ignored";
    } catch (error) {
      // The bank wants a new sign-in: the connection is marked for Reconnect, and Plaid need not send this again.
      if (error instanceof PlaidLoginRequired) return "processed";
      throw error;
    }
  }
  const errorCode = (body.error as { error_code?: unknown } | null | undefined)?.error_code;
  if (
    type === "ITEM" &&
    (code === "ITEM_LOGIN_REQUIRED" || (code === "ERROR" && errorCode === "ITEM_LOGIN_REQUIRED"))
  ) {
    await markLoginRequired(itemId);
    return "processed";
  }
  if (type === "ITEM" && code === "LOGIN_REPAIRED") {
    await markLoginRepaired(itemId);
    return "processed";
  }
  return "ignored";
}
