import { attachment, route } from "@/lib/api";
import { exportPayments } from "@/lib/payments/service";
import { ZPaymentFilter } from "@/lib/validations/payments";

// GET /api/payments/export[?debtId=&from=&to=] -> text/csv download of those payments (Date, Debt, Amount, Interest,
// Principal, Note), newest first. Basic and Pro ("export" on the pricing table; 403 plan_limit on Free before
// anything is read); 400/404 as GET /api/payments.
export const GET = route({ token: "read", requires: "csvExport" }, async ({ req, user }) => {
  const csv = await exportPayments(user.id, ZPaymentFilter.parse(Object.fromEntries(req.nextUrl.searchParams)));
  return attachment(csv, "text/csv; charset=utf-8", "debtwise-payments.csv");
});
