import type { DebtDto } from "@/lib/debts/types";

/**
 * A debt's wire fields when it was added with no due day, type, promotional rate, credit limit or payee words and is
 * still open.
 */
export const PLAIN_DEBT_FIELDS = {
  dueDay: null,
  kind: "other",
  promoRate: null,
  promoEndsOn: null,
  deferredInterest: false,
  creditLimit: null,
  payeeWords: [],
  isClosed: false,
} satisfies Partial<DebtDto>;
