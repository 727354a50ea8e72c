import { route } from "@/lib/api";
import { getLearningPath } from "@/lib/education/service";

// GET /api/education/learning-path -> LearningPathDto {items (beginner -> advanced), completedCount, total, nextUp}.
export const GET = route({}, ({ user }) => getLearningPath(user.id));
