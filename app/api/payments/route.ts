import { route } from "@/lib/api";
import { listPayments } from "@/lib/payments/service";
import { ZPaymentFilter } from "@/lib/validations/payments";

// GET /api/payments[?debtId=&from=YYYY-MM-DD&to=YYYY-MM-DD] -> PaymentDto[] (newest first, each with its
// interestPortion and principalPortion). 400 malformed dates or from after to; 404 for another user's debt.
export const GET = route({ token: "read" }, ({ req, user }) =>
  listPayments(user.id, ZPaymentFilter.parse(Object.fromEntries(req.nextUrl.searchParams))),
);
