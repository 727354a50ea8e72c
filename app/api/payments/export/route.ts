import { route } from "@/lib/api";
import { exportPayments } from "@/lib/payments/service";
import { ZPaymentFilter } from "@/lib/validations/payments";

// GET /api/payments/export[?debtId=&from=&to=] -> text/csv download of those payments (Date, Debt, Amount, Interest,
// Principal, Note), newest first. The user's own records on every plan; 400/404 as GET /api/payments.
export const GET = route({ token: "read" }, async ({ req, user }) => {
  const csv = await exportPayments(user.id, ZPaymentFilter.parse(Object.fromEntries(req.nextUrl.searchParams)));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="debtwise-payments.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
