import { created, route } from "@/lib/api";
import { GOAL_WRITE_RATE_LIMIT, createGoal, listGoals } from "@/lib/goals/service";
import { ZCreateGoal } from "@/lib/validations/goals";

// GET /api/goals -> GoalDto[], newest first. Every plan: a user who downgraded still sees their goals.
export const GET = route({}, ({ user }) => listGoals(user.id));

// POST /api/goals {goalType, targetAmount, targetDate?, autoSaveAmount?} -> 201 GoalDto. 400 invalid input,
// 403 plan_limit on Free (goal setting is Basic/Pro), 409 past 50 goals. Only the schema's fields are read.
export const POST = route(
  {
    body: ZCreateGoal,
    requires: "goalsAnalytics",
    rateLimit: (_req, user) => ({ key: `goals:write:user:${user?.id}`, rule: GOAL_WRITE_RATE_LIMIT }),
  },
  async ({ user, body }) => created(await createGoal(user.id, body)),
);
