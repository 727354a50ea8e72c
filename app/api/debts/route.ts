import { created, route } from "@/lib/api";
import { createDebt, listDebts } from "@/lib/debts/service";
import { ZCreateDebt } from "@/lib/validations/debts";

// GET /api/debts -> DebtDto[] (open and closed, in the order added).
export const GET = route({ token: "read" }, ({ user }) => listDebts(user.id));

// POST /api/debts {name, balance, interestRate, minPayment, dueDay?, kind?, promoRate?, promoEndsOn?, deferredInterest?,
// creditLimit?, payeeWords?} -> 201 DebtDto; 400 names the field; 403 plan_limit on Free.
export const POST = route({ body: ZCreateDebt, token: "write" }, async ({ user, body }) =>
  created(await createDebt(user.id, body)),
);
