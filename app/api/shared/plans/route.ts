import { route } from "@/lib/api";
import { listSharedPlans } from "@/lib/shared-plans/service";

// GET /api/shared/plans -> SharedPlanSummaryDto[]: plans where the signed-in user is an active member (owners
// included), newest first, each with its total, progress, member count and the user's role.
export const GET = route({}, ({ user }) => listSharedPlans(user.id));
