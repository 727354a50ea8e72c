import { created, route } from "@/lib/api";
import { createSharedPlan } from "@/lib/shared-plans/service";
import { ZCreateSharedPlan } from "@/lib/validations/shared-plans";

// POST /api/shared/create {title, description?, goalAmount, targetDate} -> 201 SharedPlanDetailDto; the creator
// becomes the plan's owner and first active member in the same write. 400 with field issues for invalid input.
export const POST = route({ body: ZCreateSharedPlan }, async ({ user, body }) =>
  created(await createSharedPlan(user, body)),
);
