import { route } from "@/lib/api";
import { listAvailable } from "@/lib/challenges/service";

// GET /api/challenges/available -> ChallengeDto[]: the active built-in challenges with participant counts
// (real joins only), whether the user joined each, and what to upgrade to when the plan cannot move one.
export const GET = route({}, ({ user }) => listAvailable(user));
