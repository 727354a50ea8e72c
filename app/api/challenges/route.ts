import { route } from "@/lib/api";
import { listMine } from "@/lib/challenges/service";

// GET /api/challenges -> ParticipationDto[]: the user's joined challenges, newest first, completed ones included.
export const GET = route({}, ({ user }) => listMine(user.id));
