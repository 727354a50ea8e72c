import { created, route } from "@/lib/api";
import { join } from "@/lib/challenges/service";

// POST /api/challenges/{id}/join (no body) -> 201 ParticipationDto; 409 already joined; 404 unknown or inactive id;
// 403 plan_limit when the plan cannot move the challenge (Save $1,000 on Free).
export const POST = route({}, async ({ user, params }) => created(await join(user, params.id!)));
