import { created, route } from "@/lib/api";
import { VOICE_RATE_LIMIT, askVoice } from "@/lib/voice/service";
import { ZVoiceQuery } from "@/lib/validations/voice";

// POST /api/voice {query} -> 201 VoiceAnswerDto (the answer, also stored in the history). 400 blank or longer
// than 500 characters, 429 past 30 questions per user in 10 minutes (each may cost an AI call).
export const POST = route(
  { body: ZVoiceQuery, rateLimit: (_req, user) => ({ key: `ai:voice:${user!.id}`, rule: VOICE_RATE_LIMIT }) },
  async ({ user, body }) => created(await askVoice(user.id, body.query)),
);
