import { route } from "@/lib/api";
import { sendTestPush } from "@/lib/push/service";

// Each test push is a request to a push service on the user's behalf: a few an hour.
const TEST_PUSH_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

// POST /api/push/subscriptions/{id}/test -> PushDeviceDto after a test notification reached its push service.
// 403 plan_limit on Free (push goes with reminders); 404 for another user's device (or one that is gone); 409 when
// its push service refused; 429 past the limit.
export const POST = route(
  {
    requires: "emailReminders",
    rateLimit: (_req, user) => ({ key: `push:test:${user!.id}`, rule: TEST_PUSH_LIMIT }),
  },
  ({ user, params }) => sendTestPush(user, params.id!),
);
