import { route } from "@/lib/api";
import { leaderboard } from "@/lib/challenges/service";

// GET /api/challenges/{id}/leaderboard -> LeaderboardDto (first name and last initial only); 403 unless the user
// joined the challenge; 404 unknown id.
export const GET = route({}, ({ user, params }) => leaderboard(user.id, params.id!));
