import { route } from "@/lib/api";
import { getSharedPlan } from "@/lib/shared-plans/service";

// GET /api/shared/{id} -> SharedPlanDetailDto (members, the newest 5 contributions, totals, progress); 404 unless
// the signed-in user is an active member, so a plan's existence is never revealed to anyone else.
export const GET = route({}, ({ user, params }) => getSharedPlan(user.id, params.id!));
