import { route } from "@/lib/api";
import { removeItem } from "@/lib/plaid/service";

// DELETE /api/plaid/items/{id} -> 204: removed at Plaid, then here (its accounts' links to debts go with it; the
// debts and what was imported stay). 404 for another user's connection, 503 without keys or while Plaid is down.
export const DELETE = route({}, async ({ user, params }) => {
  await removeItem(user.id, params.id!);
  return new Response(null, { status: 204 });
});
