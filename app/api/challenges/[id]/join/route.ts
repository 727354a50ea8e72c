import { created, route } from "@/lib/api";
import { join } from "@/lib/challenges/service";

// POST /api/challenges/{id}/join (no body) -> 201 ParticipationDto; 409 already joined; 404 unknown or inactive id.
export const POST = route({}, async ({ user, params }) => created(await join(user.id, params.id!)));
