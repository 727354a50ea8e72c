import { route } from "@/lib/api";
import { listAvailable } from "@/lib/challenges/service";

// GET /api/challenges/available -> ChallengeDto[]: the active built-in challenges with participant counts
// (the spec's figure plus real joins) and whether the user joined each.
export const GET = route({}, ({ user }) => listAvailable(user.id));
