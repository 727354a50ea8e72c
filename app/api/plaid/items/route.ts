import { route } from "@/lib/api";
import { listItems } from "@/lib/plaid/service";

// GET /api/plaid/items -> PlaidItemDto[]: the user's bank connections with their accounts. 503 without Plaid keys.
export const GET = route({}, ({ user }) => listItems(user.id));
