import { route } from "@/lib/api";
import { LOG_PAYMENT_RATE_LIMIT, deletePayment, updatePayment } from "@/lib/payments/service";
import { ZUpdatePayment } from "@/lib/validations/payments";

// PATCH /api/payments/{id} {amount?, paymentDate?, note?} -> PaymentChangeDto: the balance follows, rewards are
// recomputed. 400 more than the balance plus what it paid, a future date or one before the debt's balance was
// entered; 404 unknown or another user's payment.
// DELETE /api/payments/{id} -> PaymentChangeDto (payment null): undoes it; badges no longer earned are withdrawn.
// Both count against the payment-logging limit (every change re-derives the debt and the rewards).
const rateLimit = (_req: unknown, user: { id: string } | null) => ({
  key: `payments:log:user:${user?.id}`,
  rule: LOG_PAYMENT_RATE_LIMIT,
});

export const PATCH = route({ body: ZUpdatePayment, rateLimit }, ({ user, body, params }) =>
  updatePayment(user.id, params.id!, body),
);
export const DELETE = route({ rateLimit }, ({ user, params }) => deletePayment(user.id, params.id!));
