import "server-only";
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api";
import { hit, peek, RATE_LIMITS, rateLimited, reset } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";

// Failed credential sign-ins are counted per address+e-mail (guessing one password) and per address
// (trying many accounts). Once either passes its limit the attempt is refused with 429 before any password
// is checked; a successful sign-in clears the per-account counter.

function isFailedSignIn(res: Response, body: unknown): boolean {
  const location = res.headers.get("location") ?? (body as { url?: string } | null)?.url ?? "";
  return res.status >= 400 || /[?&]error=/.test(location);
}

export async function withSignInRateLimit(
  req: NextRequest,
  handler: (req: NextRequest) => Promise<Response>,
): Promise<Response> {
  try {
    const form = await req.clone().formData().catch(() => null);
    const email = String(form?.get("email") ?? "").trim().toLowerCase().slice(0, 254);
    const ip = clientIp(req.headers);
    const accountKey = `signin:account:${ip}:${email}`;
    const ipKey = `signin:ip:${ip}`;

    const [account, byIp] = await Promise.all([
      peek(accountKey, RATE_LIMITS.signInPerAccount),
      peek(ipKey, RATE_LIMITS.signInPerIp),
    ]);
    if (account.count >= RATE_LIMITS.signInPerAccount.limit) throw rateLimited(account.retryAfterSeconds);
    if (byIp.count >= RATE_LIMITS.signInPerIp.limit) throw rateLimited(byIp.retryAfterSeconds);

    const res = await handler(req);
    const body = res.headers.get("content-type")?.includes("application/json") ? await res.clone().json().catch(() => null) : null;
    if (isFailedSignIn(res, body)) {
      await Promise.all([hit(accountKey, RATE_LIMITS.signInPerAccount), hit(ipKey, RATE_LIMITS.signInPerIp)]);
    } else {
      await reset(accountKey);
    }
    return res;
  } catch (error) {
    return errorResponse(error, req);
  }
}
