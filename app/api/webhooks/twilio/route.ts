import { publicRoute } from "@/lib/api";
import { handleInboundSms, twilioAuthToken } from "@/lib/reminders/opt-out";
import { appOrigin } from "@/lib/request";
import { readBodyText } from "@/lib/request-body";

// POST /api/webhooks/twilio: inbound SMS (form-encoded), signed with X-Twilio-Signature. STOP (and the other
// carrier opt-out words) ends SMS reminders for the sender's number; START re-enables them. 200 empty TwiML,
// 403 bad or missing signature, 404 when TWILIO_AUTH_TOKEN is not configured (checked before the body is read).
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export const POST = publicRoute({ allowCrossSite: true }, async ({ req }) => {
  const authToken = twilioAuthToken();
  const url = new URL(req.url);
  await handleInboundSms(authToken, {
    params: Object.fromEntries(new URLSearchParams(await readBodyText(req))),
    signature: req.headers.get("x-twilio-signature"),
    // Twilio signs the URL it called: the public one (APP_URL, behind a proxy or tunnel), not the one we were handed.
    signedUrl: `${appOrigin()}${url.pathname}${url.search}`,
  });
  return new Response(EMPTY_TWIML, { headers: { "Content-Type": "text/xml; charset=utf-8" } });
});
