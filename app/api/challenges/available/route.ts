import { route } from "@/lib/api";
import { listAvailable } from "@/lib/challenges/service";

// GET /api/challenges/available -> ChallengeDto[]: the active built-in challenges with participant counts
// (real joins only) and whether the user joined each.
export const GET = route({}, ({ user }) => listAvailable(user.id));
