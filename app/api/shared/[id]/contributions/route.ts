import { route } from "@/lib/api";
import { listContributions } from "@/lib/shared-plans/contributions";

// GET /api/shared/{id}/contributions?cursor=<contribution id> -> {contributions, nextCursor}: 20 per page,
// newest first, after the cursor when given (the detail's contributionsCursor continues after the 5 shown).
// 404 unless an active member; 400 for a cursor that is not a contribution of this plan.
export const GET = route({}, ({ user, params, req }) =>
  listContributions(user.id, params.id!, req.nextUrl.searchParams.get("cursor")),
);
