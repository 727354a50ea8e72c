import { route } from "@/lib/api";
import { getDebtMonths } from "@/lib/ledger/service";

// GET /api/debts/{id}/months -> DebtMonthsDto: the debt's statement view, each calendar month since it was tracked
// (opening, interest, fees, new charges, payments, corrections, closing), newest first. Archived debts too; 404 if
// not yours.
export const GET = route({ token: "read" }, ({ user, params }) => getDebtMonths(user.id, params.id!));
