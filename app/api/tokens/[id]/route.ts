import { route } from "@/lib/api";
import { revokeToken } from "@/lib/tokens/service";

// DELETE /api/tokens/{id} -> 204: the token stops working at once. 404 for another user's, unknown or revoked token.
export const DELETE = route({}, async ({ user, params }) => {
  await revokeToken(user.id, params.id!);
  return new Response(null, { status: 204 });
});
