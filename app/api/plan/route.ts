import { route } from "@/lib/api";
import { getSavedPlan, savePlan } from "@/lib/plan/service";
import { ZSavePlan } from "@/lib/validations/plan";

// GET /api/plan -> PlanDto {strategy, extraPayment, customOrder, lumpSums, updatedAt}; the default plan (avalanche,
// "0.00", null, [], null) when none was saved.
export const GET = route({ token: "read" }, ({ user }) => getSavedPlan(user.id));

// PUT /api/plan {strategy, extraPayment, customOrder, lumpSums?} -> PlanDto. 403 plan_limit below Pro for custom,
// highest_interest_cost, cash_flow_index, highest_utilization and any lump sum; 400 on customOrder unless a custom plan lists each of the
// caller's open debts exactly once. Without lumpSums the stored ones stay.
export const PUT = route({ body: ZSavePlan, token: "write" }, ({ user, body }) => savePlan(user, body));
