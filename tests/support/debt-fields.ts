import type { DebtDto } from "@/lib/debts/types";

/** A debt's wire fields when it was added with no due day, type or promotional rate and is still open. */
export const PLAIN_DEBT_FIELDS = {
  dueDay: null,
  kind: "other",
  promoRate: null,
  promoEndsOn: null,
  deferredInterest: false,
  isClosed: false,
} satisfies Partial<DebtDto>;
