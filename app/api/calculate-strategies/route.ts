import { route } from "@/lib/api";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import { ZCalculateStrategies } from "@/lib/validations/debts";

// Each calculation may call the AI provider, so it is limited per user.
const AI_STRATEGY_LIMIT = { limit: 30, windowSeconds: 60 * 60 };

// POST /api/calculate-strategies {extraPayment?} -> StrategyDto without its schedules (each plan `scheduleOmitted`:
// read them from GET /api/strategies/latest or, a plan, debt or page at a time, /schedule), stored as the user's
// latest strategy. Without
// extraPayment the saved plan's is used (0 without a plan); one sent is also saved as the plan's extra payment.
// 400 "Add at least one debt" when the user has no open debt.
export const POST = route(
  {
    body: ZCalculateStrategies,
    rateLimit: (_req, user) => ({ key: `ai:strategy:${user!.id}`, rule: AI_STRATEGY_LIMIT }),
  },
  ({ user, body }) => calculateWithSavedPlan(user, body),
);
