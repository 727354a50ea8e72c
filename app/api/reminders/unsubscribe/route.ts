import type { NextRequest } from "next/server";
import { publicRoute } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { unsubscribeByToken } from "@/lib/reminders/opt-out";
import { readBodyText } from "@/lib/request-body";
import { ZUnsubscribe } from "@/lib/validations/reminders";

// POST /api/reminders/unsubscribe {token} (the /unsubscribe/<token> page), or a mail provider's RFC 8058
// one-click POST to ?token=<token> with the form body List-Unsubscribe=One-Click -> {unsubscribed, email}.
// No session: the token is the proof. 404 unknown token. Never a GET: mail scanners follow links.
export const POST = publicRoute({}, async ({ req }) => unsubscribeByToken(await unsubscribeToken(req)));

/**
 * The token: JSON {token} from our page, or from an RFC 8058 one-click POST (form body List-Unsubscribe=One-Click;
 * the token is in the URL of the List-Unsubscribe header). The body is form-encoded there, so the wrapper's JSON
 * parsing is not used.
 */
async function unsubscribeToken(req: NextRequest): Promise<string> {
  const contentType = req.headers.get("content-type") ?? "";
  const text = await readBodyText(req);
  if (contentType.includes("application/x-www-form-urlencoded")) {
    const token = new URL(req.url).searchParams.get("token") ?? new URLSearchParams(text).get("token") ?? "";
    return token.trim();
  }
  let json: unknown;
  try {
    json = JSON.parse(text || "{}");
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
  return ZUnsubscribe.parse(json).token;
}
