import { publicRoute } from "@/lib/api";
import { listOutbox, parseOutboxQuery, requireOutboxPage } from "@/lib/messaging/outbox";

// GET /api/dev/outbox?channel=email|sms -> OutboxMessageDto[], newest 100 first. Local keyless runs only
// (OUTBOX_PAGE=1 and no mail/SMS provider); 404 everywhere else. Public: the developer reads sign-in links here.
export const GET = publicRoute({}, ({ req }) => {
  requireOutboxPage(req.headers);
  return listOutbox(parseOutboxQuery(req.nextUrl.searchParams));
});
