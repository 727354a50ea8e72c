import { route } from "@/lib/api";
import { undoImport } from "@/lib/imports/apply";
import { IMPORT_RATE_LIMIT } from "@/lib/imports/service";

// POST /api/imports/{id}/undo -> {undone}: everything an applied import wrote is taken out of the ledger (its
// payments with their rewards), and its lines may be imported again. 409 unless applied; 404 another user's.
export const POST = route(
  { rateLimit: (_req, user) => ({ key: `imports:apply:user:${user?.id}`, rule: IMPORT_RATE_LIMIT }) },
  ({ user, params }) => undoImport(user.id, params.id!),
);
