import { route } from "@/lib/api";
import { deleteDebt, updateDebt } from "@/lib/debts/service";
import { ZUpdateDebt } from "@/lib/validations/debts";

// PATCH /api/debts/{id} {any of name, balance, interestRate, minPayment, dueDay, kind, promoRate, promoEndsOn,
// deferredInterest, creditLimit, payeeWords} -> DebtDto (null or "" clears creditLimit, [] clears payeeWords) (the promo merged onto the stored one must hold together, else 400); 404 if not yours.
export const PATCH = route({ body: ZUpdateDebt, token: "write" }, ({ user, body, params }) =>
  updateDebt(user.id, params.id!, body),
);

// DELETE /api/debts/{id} -> 204 (no body); 404 if not yours.
export const DELETE = route({ token: "write" }, async ({ user, params }) => {
  await deleteDebt(user.id, params.id!);
  return new Response(null, { status: 204 });
});
