import { route } from "@/lib/api";
import { updateAccount } from "@/lib/plaid/service";
import { ZUpdatePlaidAccount } from "@/lib/validations/plaid";

// PATCH /api/plaid/accounts/{id} {debtId?, createDebt?, autoApply?} -> PlaidAccountUpdateDto: link a card or loan to
// a debt (its liabilities applied) or add one from them, unlink it, turn auto-apply on or off. 400 for a bank
// account, 404 for another user's account or debt, 403 plan_limit when a new debt is over the plan, 503 without keys.
export const PATCH = route({ body: ZUpdatePlaidAccount }, ({ user, params, body }) =>
  updateAccount(user.id, params.id!, body),
);
