import { monthlyInterestCents } from "@/lib/payoff/interest";

// The balance ledger's arithmetic, pure so it is unit-tested on its own. The rules it keeps are cited, not retold:
// docs/product-rules.md "The balance ledger" (the accrual day, interest on the balance at that day's start before
// the day's payments, payments paying interest and fees first) and docs/payoff.md "Promotional rates" and
// "Deferred interest".

export type LedgerMoveKind = "opening" | "payment" | "correction" | "charge" | "purchase" | "fee";

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

/** The debt's promo as the ledger applies it. */
export interface LedgerPromo {
  /** Promotional APR in basis points. */
  aprBps: number;
  /** "YYYY-MM": the first month at the promotional rate (the first month not charged yet when it was set). */
  startsOn: string;
  /** "YYYY-MM": the last month at the promotional rate. */
  endsOn: string;
  deferredInterest: boolean;
}

export interface ReplayInput {
  moves: readonly LedgerMove[];
  /** Regular APR in basis points (18.99 % = 1899). */
  aprBps: number;
  promo?: LedgerPromo | null;
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
  /**
   * The deferred-interest charge already recorded that stays as it is (dated before the earliest change); when
   * set, the deferred sum is not worked out again.
   */
  keptDeferred?: InterestCharge | null;
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
  /** The first accrual day after `through` in a month not charged yet. */
  nextAccrualOn: string;
  /** The deferred-interest charge (kept or new; `month` is the month it is charged in); null when none. */
  deferred: InterestCharge | null;
}

export function replayLedger(input: ReplayInput): ReplayResult {
  const kept = [...input.kept].sort((a, b) => a.day.localeCompare(b.day));
  const keptMonths = new Set(kept.map((k) => k.month));
  const lastKept = kept.at(-1)?.day;
  // Accrual days after the kept ones, up to `through`.
  const schedule: { month: string; day: string; kept?: number }[] = kept.map((k) => ({
    month: k.month,
    day: k.day,
    kept: k.cents,
  }));
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
      // A negative fee row is a bank's interest below DebtWise's monthly charge (lib/imports/apply.ts): less is owed.
      if (move.kind === "fee") unpaidInterest = Math.max(unpaidInterest + move.cents, 0);
      if (move.kind === "payment") {
        const paid = -move.cents;
        const toInterest = Math.min(Math.max(paid, 0), unpaidInterest);
        unpaidInterest -= toInterest;
        splits.set(move.key, { interestCents: toInterest, principalCents: paid - toInterest });
      }
    }
  };
  const promo = input.promo ?? null;
  // A deferred charge already recorded stands on its day, whatever the promo says now (a promo removed since
  // does not take back what was charged); without one it is worked out at the first accrual after the promo.
  let pendingKept: InterestCharge | null = input.keptDeferred ?? null;
  let deferred: InterestCharge | null = pendingKept;
  const chargeDeferred = (cents: number) => {
    balance += cents;
    unpaidInterest += cents;
  };
  let deferredTotal = 0;
  // Settled once the first accrual after the promo's last month is reached (charged or not): exactly once or never.
  let deferredSettled = pendingKept !== null || !promo?.deferredInterest;
  for (const accrual of schedule) {
    // Interest first on its day: only rows of earlier days are in the balance it is charged on.
    applyMovesBefore(accrual.day);
    if (pendingKept && pendingKept.day <= accrual.day) {
      chargeDeferred(pendingKept.cents);
      pendingKept = null;
    }
    const inPromo = promo !== null && isPromoMonth(promo, accrual.month);
    if (!deferredSettled && promo !== null && accrual.month > promo.endsOn) {
      deferredSettled = true;
      // A month charged before (kept) without a deferred charge is the past as it was.
      if (accrual.kept === undefined && balance > 0 && deferredTotal > 0) {
        deferred = { month: accrual.month, day: accrual.day, cents: deferredTotal };
        chargeDeferred(deferredTotal);
      }
    }
    if (!deferredSettled && inPromo) deferredTotal += monthlyInterestCents(Math.max(balance, 0), input.aprBps);
    const aprBps = inPromo ? promo.aprBps : input.aprBps;
    const cents = accrual.kept ?? monthlyInterestCents(Math.max(balance, 0), aprBps);
    if (cents === 0) continue;
    balance += cents;
    unpaidInterest += cents;
    interest.push({ month: accrual.month, day: accrual.day, cents });
  }
  if (pendingKept) {
    applyMovesBefore(pendingKept.day);
    chargeDeferred(pendingKept.cents);
  }
  applyMovesBefore(null);
  // After the accrual day moved (a new due day), the first new day after `through` may fall in a month already
  // charged: the next charge is the month after (one charge per month).
  const chargedMonths = new Set(schedule.map((s) => s.month));
  let nextAccrualOn = firstAccrualAfter(input.through, input.accrualDay);
  while (chargedMonths.has(nextAccrualOn.slice(0, 7)))
    nextAccrualOn = firstAccrualAfter(nextAccrualOn, input.accrualDay);
  return { interest, splits, balanceCents: balance, nextAccrualOn, deferred };
}

/** Whether accruals in `month` ("YYYY-MM") are charged at the promo's rate: from its first month through its last. */
export function isPromoMonth(promo: Pick<LedgerPromo, "startsOn" | "endsOn">, month: string): boolean {
  return promo.startsOn <= month && month <= promo.endsOn;
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
