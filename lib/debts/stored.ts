import type { Debt, Prisma } from "@/lib/generated/prisma/client";
import { debtInputFromWire } from "@/lib/payoff/money";
import type { DebtInput } from "@/lib/payoff/types";
import type { DebtDto } from "./types";

/** The order debts were added in: the engine breaks ties by input order, so every list of debts uses this one. */
export const ADDED_ORDER = [{ position: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

export type ListedDebt = Pick<
  Debt,
  | "id"
  | "name"
  | "dueDay"
  | "kind"
  | "promoEndsOn"
  | "deferredInterest"
  | "payeeWords"
  | "closedAt"
  | "nextInterestOn"
  | "createdAt"
> & {
  balance: string;
  originalBalance: string;
  interestRate: string;
  minPayment: string;
  promoRate: string | null;
  creditLimit: string | null;
};

export function toDebtDto(debt: Debt | ListedDebt): DebtDto {
  return {
    id: debt.id,
    name: debt.name,
    balance: formatMoney(debt.balance),
    originalBalance: formatMoney(debt.originalBalance),
    interestRate: formatRate(debt.interestRate),
    minPayment: formatMoney(debt.minPayment),
    dueDay: debt.dueDay,
    kind: debt.kind,
    promoRate: debt.promoRate === null ? null : formatRate(debt.promoRate),
    promoEndsOn: debt.promoEndsOn,
    deferredInterest: debt.deferredInterest,
    creditLimit: debt.creditLimit === null ? null : formatMoney(debt.creditLimit),
    payeeWords: debt.payeeWords,
    isClosed: debt.closedAt !== null,
    createdAt: debt.createdAt.toISOString(),
  };
}

export function formatMoney(amount: Prisma.Decimal | string): string {
  return typeof amount === "string" ? amount : amount.toFixed(2);
}

const rateText = (rate: Prisma.Decimal | string) => (typeof rate === "string" ? rate : rate.toFixed(3));

/** "18.990" (Decimal(6,3)) -> "18.99"; keeps a third decimal only when it carries information ("19.125"). */
export function formatRate(rate: Prisma.Decimal | string): string {
  const text = typeof rate === "string" ? Number(rate).toFixed(3) : rate.toFixed(3);
  return text.endsWith("0") ? text.slice(0, -1) : text;
}

type Numeric<T> = { [K in keyof T]: OrText<T[K]> };
type OrText<V> = V extends Prisma.Decimal ? V | string : V;

export function toEngineDebt(
  debt: Numeric<
    Pick<Debt, "id" | "name" | "balance" | "interestRate" | "minPayment"> &
      Partial<Pick<Debt, "kind" | "promoRate" | "promoEndsOn" | "deferredInterest" | "creditLimit">>
  >,
): DebtInput {
  // Rates are stored with 3 decimals; the engine takes 2, so a third decimal is rounded half-up (the promo rate too).
  return debtInputFromWire(
    {
      id: debt.id,
      name: debt.name,
      balance: formatMoney(debt.balance),
      interestRate: rateText(debt.interestRate),
      minPayment: formatMoney(debt.minPayment),
      ...(debt.kind !== undefined && { kind: debt.kind }),
      promoRate: debt.promoRate == null ? null : rateText(debt.promoRate),
      promoEndsOn: debt.promoEndsOn ?? null,
      deferredInterest: debt.deferredInterest ?? false,
      creditLimit: debt.creditLimit == null ? null : formatMoney(debt.creditLimit),
    },
    { rounding: "half-up" },
  );
}
