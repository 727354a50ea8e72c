import { route } from "@/lib/api";
import { SUPPORT_RATE_LIMIT, submitSupportRequest } from "@/lib/support/service";
import { ZSupportRequest } from "@/lib/validations/support";

// POST /api/support {category, subject (1-120), message (10-5000)} -> {priority, responseText, copySent,
// copyWithheld}: mails the team (outbox when keyless) with the plan in the subject and sends the user a copy when
// their address is verified. 400 invalid, 401 signed out, 429 past 5 an hour, 503 when the team's mail could not be
// sent.
export const POST = route(
  { body: ZSupportRequest, rateLimit: (_req, user) => ({ key: `support:user:${user?.id}`, rule: SUPPORT_RATE_LIMIT }) },
  ({ user, body }) => submitSupportRequest(user.id, body),
);
