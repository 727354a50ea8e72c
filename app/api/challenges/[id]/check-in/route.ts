import { route } from "@/lib/api";
import { checkIn } from "@/lib/challenges/service";
import { ZCheckIn } from "@/lib/validations/challenges";

// POST /api/challenges/{id}/check-in {day?: "YYYY-MM-DD", default today UTC} -> 200 ParticipationDto.
// 400 not a spending challenge / future day / outside the participation window; 404 unknown id or not joined;
// 409 already checked in for that day (or the challenge is already completed).
export const POST = route({ body: ZCheckIn }, ({ user, body, params }) => checkIn(user.id, params.id!, body.day));
