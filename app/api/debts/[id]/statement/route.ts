import { route } from "@/lib/api";
import { recordStatement } from "@/lib/debts/service";
import { ZStatement } from "@/lib/validations/debts";

// POST /api/debts/{id}/statement {balance, date} -> StatementResultDto: the statement's balance on that day; the
// difference from DebtWise's is recorded as a correction (interest and fees, or payments it didn't know about).
// 400 a future date or one before the debt's balance was entered; 403/409 reopening a paid-off debt past the
// plan's debt limit; 404 unknown, removed or another user's debt.
export const POST = route({ body: ZStatement }, ({ user, body, params }) => recordStatement(user.id, params.id!, body));
