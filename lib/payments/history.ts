import { parseMoneyToCents } from "@/lib/payoff/money";
import { dayProblem, PAYMENT_FILTER_DEBT_ID_MAX, PAYMENT_FILTER_MESSAGES } from "@/lib/validations/day-rules";
import type { TPaymentFilter } from "@/lib/validations/payments";
import type { PaymentDto } from "./types";

// Client-safe: the server page prefetches under the same query key as the client view.

export const PAYMENT_FILTER_PARAMS = ["debtId", "from", "to"] as const;
export type PaymentFilterParam = (typeof PAYMENT_FILTER_PARAMS)[number];

export type PaymentFilterResult =
  { ok: true; filter: TPaymentFilter } | { ok: false; message: string; field: PaymentFilterParam };

// The API's own rules, so the screen never sends a request the API would refuse. Plain code rather than the schema:
// zod would be most of the screen's JavaScript (tests/unit/payment-history.test.ts holds it to the schema).
export function paymentFilterFrom(get: (name: PaymentFilterParam) => string | null | undefined): PaymentFilterResult {
  const filter: TPaymentFilter = {};
  for (const name of PAYMENT_FILTER_PARAMS) {
    const raw = get(name);
    if (!raw) continue;
    const value = raw.trim();
    const message = name === "debtId" ? debtIdProblem(value) : dayProblem(value, PAYMENT_FILTER_MESSAGES[name]);
    if (message) return { ok: false, message, field: name };
    filter[name] = value;
  }
  if (filter.from && filter.to && filter.from > filter.to)
    return { ok: false, message: PAYMENT_FILTER_MESSAGES.range, field: "to" };
  return { ok: true, filter };
}

function debtIdProblem(debtId: string): string | null {
  if (debtId.length < 1) return PAYMENT_FILTER_MESSAGES.debtIdBlank;
  if (debtId.length > PAYMENT_FILTER_DEBT_ID_MAX) return PAYMENT_FILTER_MESSAGES.debtIdLong;
  return null;
}

/** In one fixed order, so one filter is one query key. */
export function paymentFilterQuery(filter: TPaymentFilter): string {
  const params = new URLSearchParams();
  for (const name of PAYMENT_FILTER_PARAMS) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasPaymentFilter(filter: TPaymentFilter): boolean {
  return PAYMENT_FILTER_PARAMS.some((name) => Boolean(filter[name]));
}

export interface PaymentTotals {
  count: number;
  amountCents: number;
  interestCents: number;
  principalCents: number;
}

export function paymentTotals(payments: readonly PaymentDto[]): PaymentTotals {
  return payments.reduce<PaymentTotals>(
    (sum, p) => ({
      count: sum.count + 1,
      amountCents: sum.amountCents + parseMoneyToCents(p.amount),
      interestCents: sum.interestCents + parseMoneyToCents(p.interestPortion),
      principalCents: sum.principalCents + parseMoneyToCents(p.principalPortion),
    }),
    { count: 0, amountCents: 0, interestCents: 0, principalCents: 0 },
  );
}
