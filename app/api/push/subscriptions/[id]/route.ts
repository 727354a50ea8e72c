import { route } from "@/lib/api";
import { removePushDevice } from "@/lib/push/service";

// DELETE /api/push/subscriptions/{id} -> 204. Another user's device answers 404.
export const DELETE = route({}, async ({ user, params }) => {
  await removePushDevice(user, params.id!);
  return new Response(null, { status: 204 });
});
