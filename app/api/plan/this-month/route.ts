import { route } from "@/lib/api";
import { getThisMonth } from "@/lib/plan/service";

// GET /api/plan/this-month -> ThisMonthDto {month, strategy, debts: [{debtId, name, dueDay, planned, paid,
// remaining}], totalPlanned, totalPaid, status, debtFreeDate, monthsLeft} for the saved (or default) plan.
export const GET = route({ token: "read" }, ({ user }) => getThisMonth(user.id));
