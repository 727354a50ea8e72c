import { route } from "@/lib/api";
import { EDUCATION_PROGRESS_RATE_LIMIT, recordProgress } from "@/lib/education/service";
import { ZEducationProgress } from "@/lib/validations/education";

// POST /api/education/{contentId}/progress {timeSpent (whole seconds, 0..14400), completed} -> 200
// RecordProgressResultDto {progress, xpGained}. Time adds up across sessions; completion is sticky and earns XP
// once. 400 invalid body, 404 unknown article, 429 past the per-user limit.
export const POST = route(
  {
    body: ZEducationProgress,
    rateLimit: (_req, user) => ({ key: `education:progress:user:${user?.id}`, rule: EDUCATION_PROGRESS_RATE_LIMIT }),
  },
  ({ user, body, params }) => recordProgress(user.id, params.contentId!, body),
);
