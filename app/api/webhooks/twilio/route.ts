import { publicRoute } from "@/lib/api";
import { handleTwilioInbound } from "@/lib/reminders/service";

// POST /api/webhooks/twilio: inbound SMS (form-encoded), signed with X-Twilio-Signature. STOP (and the other
// carrier opt-out words) ends SMS reminders for the sender's number; START re-enables them. 200 empty TwiML,
// 403 bad or missing signature, 404 when TWILIO_AUTH_TOKEN is not configured.
export const POST = publicRoute({ allowCrossSite: true }, ({ req }) => handleTwilioInbound(req));
