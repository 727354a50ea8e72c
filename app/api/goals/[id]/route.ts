import { route } from "@/lib/api";
import { GOAL_WRITE_RATE_LIMIT, addToGoal, deleteGoal, renameGoal } from "@/lib/goals/service";
import { ZGoalPatch } from "@/lib/validations/goals";

// PATCH /api/goals/{id} {amount} -> GoalDto: adds money to the goal (completing it once the target is reached);
// {name} alone renames it. 403 plan_limit on Free, 404 unknown or another user's goal.
export const PATCH = route(
  {
    body: ZGoalPatch,
    requires: "goalsAnalytics",
    rateLimit: (_req, user) => ({ key: `goals:write:user:${user?.id}`, rule: GOAL_WRITE_RATE_LIMIT }),
  },
  ({ user, body, params }) =>
    body.name !== undefined
      ? renameGoal(user.id, params.id!, body.name)
      : addToGoal(user.id, params.id!, { amount: body.amount! }),
);

// DELETE /api/goals/{id} -> 204 (no body) on every plan; 404 unknown or another user's goal.
export const DELETE = route({}, async ({ user, params }) => {
  await deleteGoal(user.id, params.id!);
  return new Response(null, { status: 204 });
});
