import { route } from "@/lib/api";
import { syncItem } from "@/lib/plaid/service";

// POST /api/plaid/items/{id}/sync -> PlaidSyncResultDto ("Sync now"): new posted lines go to the import review. 404
// for another user's connection, 409 when the bank wants a new sign-in (Reconnect), 503 without keys or Plaid down.
export const POST = route({}, ({ user, params }) => syncItem(user.id, params.id!));
