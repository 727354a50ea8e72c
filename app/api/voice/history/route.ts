import { route } from "@/lib/api";
import { listVoiceHistory } from "@/lib/voice/service";

// GET /api/voice/history -> VoiceAnswerDto[]: the signed-in user's last 20 questions and answers, newest first.
export const GET = route({}, ({ user }) => listVoiceHistory(user.id));
