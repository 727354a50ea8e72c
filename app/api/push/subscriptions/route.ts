import { route } from "@/lib/api";
import { listPushDevices, subscribePush } from "@/lib/push/service";
import { ZPushSubscription } from "@/lib/validations/push";

// GET /api/push/subscriptions -> PushSubscriptionsDto: the VAPID public key, whether the plan has reminders, and
// the devices subscribed.
export const GET = route({}, ({ user }) => listPushDevices(user));

// POST /api/push/subscriptions {endpoint, keys: {p256dh, auth}} (a browser's PushSubscription) -> PushDeviceDto.
// The same endpoint again updates its row. 403 plan_limit on Free; 400 for an endpoint the server will not send to.
export const POST = route({ body: ZPushSubscription, requires: "emailReminders" }, ({ req, user, body }) =>
  subscribePush(user, body, req.headers.get("user-agent")),
);
