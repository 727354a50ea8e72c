import "server-only";
import type { NextRequest } from "next/server";
import { errorResponse, validationError } from "@/lib/api";
import { hit, peek, RATE_LIMITS, rateLimited, reset, type RateLimitRule, type RateLimitState } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";
import { noteFailedSignIn, reserveSignInAttempt, resetSignInGuard } from "./sign-in-guard";
import { ZSignInLink } from "@/lib/validations/auth";

// In front of Auth.js (app/api/auth/[...nextauth]/route.ts) because only there can a refusal be a 429 in our error
// shape: inside Auth.js a callback can only redirect.

/** Every request sends a mail, so requests are counted, not failures: per e-mail (one inbox) and per client address. */
export const SIGN_IN_MAIL_LIMITS = {
  perEmail: { limit: 3, windowSeconds: 15 * 60 },
  perIp: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Auth.js takes form posts and JSON alike, so reading only forms would let a JSON post past the limits. */
async function authBody(req: NextRequest): Promise<Record<string, unknown> | null> {
  const type = req.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const json: unknown = await req.clone().json();
      return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    }
    if (type.includes("application/x-www-form-urlencoded"))
      return Object.fromEntries(new URLSearchParams(await req.clone().text()));
  } catch {
    // Unreadable: Auth.js refuses it too, before anything is checked or sent.
  }
  return null;
}

function isFailedSignIn(res: Response, body: unknown): boolean {
  const location = res.headers.get("location") ?? (body as { url?: string } | null)?.url ?? "";
  return res.status >= 400 || /[?&]error=/.test(location);
}

export async function withSignInRateLimit(
  req: NextRequest,
  handler: (req: NextRequest) => Promise<Response>,
): Promise<Response> {
  try {
    const form = await authBody(req);
    const email = String(form?.email ?? "")
      .trim()
      .toLowerCase()
      .slice(0, 254);
    const ip = clientIp(req.headers);
    const accountKey = `signin:account:${ip}:${email}`;
    const ipKey = `signin:ip:${ip}`;

    const [account, byIp] = await Promise.all([
      peek(accountKey, RATE_LIMITS.signInPerAccount),
      peek(ipKey, RATE_LIMITS.signInPerIp),
    ]);
    if (account.count >= RATE_LIMITS.signInPerAccount.limit) throw rateLimited(account.retryAfterSeconds);
    if (byIp.count >= RATE_LIMITS.signInPerIp.limit) throw rateLimited(byIp.retryAfterSeconds);
    // The account's own guard, which no change of address escapes (sign-in-guard.ts).
    if (email) await reserveSignInAttempt(email);

    const res = await handler(req);
    const body = res.headers.get("content-type")?.includes("application/json")
      ? await res
          .clone()
          .json()
          .catch(() => null)
      : null;
    if (isFailedSignIn(res, body)) {
      await Promise.all([hit(accountKey, RATE_LIMITS.signInPerAccount), hit(ipKey, RATE_LIMITS.signInPerIp)]);
      if (email) await noteFailedSignIn(email);
    } else {
      await Promise.all([reset(accountKey), email ? resetSignInGuard({ email }) : null]);
    }
    return res;
  } catch (error) {
    return errorResponse(error, req);
  }
}

function waitMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export async function withSignInMailRateLimit(
  req: NextRequest,
  handler: (req: NextRequest) => Promise<Response>,
): Promise<Response> {
  try {
    const body = await authBody(req);
    if (!body) return await handler(req);
    // Auth.js's own normalizer is looser than our schema ("a@x.com,y" mails a@x.com): an address the schema
    // refuses must not reach it uncounted, so it is a 400 like any other invalid field.
    const parsed = ZSignInLink.safeParse({ email: body.email });
    if (!parsed.success) throw validationError(parsed.error);

    const { perEmail, perIp } = SIGN_IN_MAIL_LIMITS;
    const [byEmail, byIp] = await Promise.all([
      hit(`signin-mail:email:${parsed.data.email}`, perEmail),
      hit(`signin-mail:ip:${clientIp(req.headers)}`, perIp),
    ]);
    const passed: RateLimitState[] = [];
    if (byEmail.count > perEmail.limit) passed.push(byEmail);
    if (byIp.count > perIp.limit) passed.push(byIp);
    if (passed.length > 0) {
      // Both may be passed: the later window is the one that has to end.
      const retryAfterSeconds = Math.max(...passed.map((s) => s.retryAfterSeconds));
      throw rateLimited(
        retryAfterSeconds,
        `Too many sign-in links were requested. Please wait ${waitMinutes(retryAfterSeconds)} and try again.`,
      );
    }
    return await handler(req);
  } catch (error) {
    return errorResponse(error, req);
  }
}
