import { created, route } from "@/lib/api";
import { contribute } from "@/lib/shared-plans/service";
import { ZContribute } from "@/lib/validations/shared-plans";

// POST /api/shared/contribute {sharedPlanId, amount, description?} -> 201 ContributeResultDto (the contribution and
// the plan's new total, progress and count). 404 unless an active member of the plan; 400 invalid input.
export const POST = route({ body: ZContribute }, async ({ user, body }) => created(await contribute(user.id, body)));
