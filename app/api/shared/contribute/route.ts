import { created, route } from "@/lib/api";
import { CONTRIBUTE_RATE_LIMIT, contribute } from "@/lib/shared-plans/contributions";
import { ZContribute } from "@/lib/validations/shared-plans";

// POST /api/shared/contribute {sharedPlanId, amount, description?} -> 201 ContributeResultDto (the contribution and
// the plan's new total, progress and count). 404 unless an active member of the plan; 400 invalid input; 429 past
// CONTRIBUTE_RATE_LIMIT per user.
export const POST = route(
  {
    body: ZContribute,
    rateLimit: (_req, user) => ({ key: `shared:contribute:user:${user?.id}`, rule: CONTRIBUTE_RATE_LIMIT }),
  },
  async ({ user, body }) => created(await contribute(user.id, body)),
);
