import { route } from "@/lib/api";
import { listPayments } from "@/lib/payments/service";

// GET /api/payments[?debtId=] -> PaymentDto[] (the user's payments, newest first; 404 for another user's debt).
export const GET = route({}, ({ req, user }) => {
  const debtId = req.nextUrl.searchParams.get("debtId")?.trim();
  return listPayments(user.id, debtId || undefined);
});
