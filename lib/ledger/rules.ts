import { monthlyInterestCents } from "@/lib/payoff/interest";

// The balance ledger's arithmetic (README "The balance ledger"), pure so it is unit-tested on its own:
// - a debt's balance is the sum of its rows; interest is charged once a month on the accrual day (the due day, or
//   the day of the month the debt was added, at most the 28th), first on the first such day after the opening;
// - that month's interest is round_half_up(balance * APR / 100 / 12) on the balance at the start of the accrual
//   day (the payoff engine's convention: on one day interest comes first, then payments and corrections in the
//   order they were recorded);
// - a payment first pays the interest charged and not yet paid, the rest is principal.

export type LedgerMoveKind = "opening" | "payment" | "correction" | "charge";

/** A row that is not interest: its signed amount in cents (+ raises the balance) on its day. */
export interface LedgerMove {
  /** The payment's id for payments (to hand back its split); any unique key otherwise. */
  key: string;
  kind: LedgerMoveKind;
  day: string;
  cents: number;
  /** Recording order, for rows of the same day. */
  order: number;
}

export interface InterestCharge {
  /** "YYYY-MM". */
  month: string;
  day: string;
  cents: number;
}

export interface ReplayInput {
  moves: readonly LedgerMove[];
  /** APR in basis points (18.99 % = 1899). */
  aprBps: number;
  /** 1..28. */
  accrualDay: number;
  /** The ledger's first day (the opening row's day). */
  openedOn: string;
  /** Interest is charged for every accrual day up to and including this one (today). */
  through: string;
  /**
   * Interest already charged that stays as it is (months before the earliest change); every later month is
   * charged anew from the rows.
   */
  kept: readonly InterestCharge[];
}

export interface PaymentSplit {
  interestCents: number;
  principalCents: number;
}

export interface ReplayResult {
  /** Every month's interest, kept and new, in order; months that charged nothing are left out. */
  interest: InterestCharge[];
  splits: Map<string, PaymentSplit>;
  balanceCents: number;
  /** The first accrual day after `through`. */
  nextAccrualOn: string;
}

export function replayLedger(input: ReplayInput): ReplayResult {
  const kept = [...input.kept].sort((a, b) => a.day.localeCompare(b.day));
  const keptMonths = new Set(kept.map((k) => k.month));
  const lastKept = kept.at(-1)?.day;
  // Accrual days after the kept ones, up to `through`.
  const schedule: { month: string; day: string; kept?: number }[] = kept.map((k) => ({ month: k.month, day: k.day, kept: k.cents }));
  let next = firstAccrualAfter(lastKept && lastKept > input.openedOn ? lastKept : input.openedOn, input.accrualDay);
  while (next <= input.through) {
    if (!keptMonths.has(next.slice(0, 7))) schedule.push({ month: next.slice(0, 7), day: next });
    next = firstAccrualAfter(next, input.accrualDay);
  }

  const moves = [...input.moves].sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);
  const interest: InterestCharge[] = [];
  const splits = new Map<string, PaymentSplit>();
  let balance = 0;
  let unpaidInterest = 0;
  let m = 0;
  const applyMovesBefore = (day: string | null) => {
    while (m < moves.length && (day === null || moves[m]!.day < day)) {
      const move = moves[m++]!;
      balance += move.cents;
      if (move.kind === "payment") {
        const paid = -move.cents;
        const toInterest = Math.min(Math.max(paid, 0), unpaidInterest);
        unpaidInterest -= toInterest;
        splits.set(move.key, { interestCents: toInterest, principalCents: paid - toInterest });
      }
    }
  };
  for (const accrual of schedule) {
    // Interest first on its day: only rows of earlier days are in the balance it is charged on.
    applyMovesBefore(accrual.day);
    const cents = accrual.kept ?? monthlyInterestCents(Math.max(balance, 0), input.aprBps);
    if (cents === 0) continue;
    balance += cents;
    unpaidInterest += cents;
    interest.push({ month: accrual.month, day: accrual.day, cents });
  }
  applyMovesBefore(null);
  return { interest, splits, balanceCents: balance, nextAccrualOn: firstAccrualAfter(input.through, input.accrualDay) };
}

/** The first `dayOfMonth` strictly after `day` ("YYYY-MM-DD"). */
export function firstAccrualAfter(day: string, dayOfMonth: number): string {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  const sameMonth = d < dayOfMonth;
  const year = sameMonth ? y : mo === 12 ? y + 1 : y;
  const month = sameMonth ? mo : mo === 12 ? 1 : mo + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/** The day of the month interest accrues: the due day, else the day the debt was added (at most the 28th). */
export function accrualDayOf(debt: { dueDay: number | null; createdAt: Date }): number {
  return debt.dueDay ?? Math.min(debt.createdAt.getUTCDate(), 28);
}
