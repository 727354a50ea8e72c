import { route } from "@/lib/api";
import { listLetters } from "@/lib/negotiations/service";

// GET /api/negotiations -> LetterDto[]: the signed-in user's letters, newest first.
export const GET = route({}, ({ user }) => listLetters(user.id));
