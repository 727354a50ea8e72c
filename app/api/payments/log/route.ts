import { route } from "@/lib/api";
import { logPaymentWithDashboard } from "@/lib/dashboard/service";
import { LOG_PAYMENT_RATE_LIMIT } from "@/lib/payments/service";
import { ZLogPayment } from "@/lib/validations/payments";

// POST /api/payments/log {debtId, amount, description, paymentDate} -> 200 LoggedPaymentDto
// ({newBadges, updatedStreak, debtClosed, xpGained, payment, debt, dashboard}: `dashboard` is every dashboard card's
// answer after the payment). 400 overpayment / future date / invalid input, 404 unknown or another user's debt, 409
// debt already paid off. Only the schema's fields are read from the body.
// An optional Idempotency-Key header makes a retry safe: the same key and body answer the first answer again and log
// nothing more, the same key with another body is a 409 (lib/idempotency.ts).
export const POST = route(
  {
    body: ZLogPayment,
    token: "write",
    idempotent: true,
    rateLimit: (_req, user) => ({ key: `payments:log:user:${user?.id}`, rule: LOG_PAYMENT_RATE_LIMIT }),
  },
  ({ user, body }) => logPaymentWithDashboard(user, body),
);
