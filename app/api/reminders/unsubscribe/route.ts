import { publicRoute } from "@/lib/api";
import { unsubscribeFromRequest } from "@/lib/reminders/service";

// POST /api/reminders/unsubscribe {token} (the /unsubscribe/<token> page), or a mail provider's RFC 8058
// one-click POST to ?token=<token> with the form body List-Unsubscribe=One-Click -> {unsubscribed, email}.
// No session: the token is the proof. 404 unknown token. Never a GET: mail scanners follow links.
export const POST = publicRoute({}, ({ req }) => unsubscribeFromRequest(req));
