import { monthlyInterestCents } from "@/lib/payoff/interest";

// Pure, so it is unit-tested alone. It keeps docs/product-rules.md "The balance ledger" (interest on the balance at the
// day's start, payments paying interest first) and docs/payoff.md "Promotional rates" and "Deferred interest".

export type LedgerMoveKind = "opening" | "payment" | "correction" | "charge" | "purchase" | "fee";

export interface LedgerMove {
  /** The payment's id for payments (to hand back its split); any unique key otherwise. */
  key: string;
  kind: LedgerMoveKind;
  day: string;
  cents: number;
  order: number;
}

export interface InterestCharge {
  month: string;
  day: string;
  cents: number;
}

export interface LedgerPromo {
  aprBps: number;
  /** "YYYY-MM": the first month not charged yet when the promo was set. */
  startsOn: string;
  endsOn: string;
  deferredInterest: boolean;
}

export interface ReplayInput {
  moves: readonly LedgerMove[];
  aprBps: number;
  promo?: LedgerPromo | null;
  accrualDay: number;
  openedOn: string;
  /** Interest is charged for every accrual day up to and including this one. */
  through: string;
  /** The months before the earliest change, whose interest stays; every later month is charged anew. */
  kept: readonly InterestCharge[];
  /** When set, the deferred sum is not worked out again. */
  keptDeferred?: InterestCharge | null;
}

export interface PaymentSplit {
  interestCents: number;
  principalCents: number;
}

export interface ReplayResult {
  interest: InterestCharge[];
  splits: Map<string, PaymentSplit>;
  balanceCents: number;
  /** The first accrual day after `through` in a month not charged yet. */
  nextAccrualOn: string;
  deferred: InterestCharge | null;
}

export function replayLedger(input: ReplayInput): ReplayResult {
  const kept = [...input.kept].sort((a, b) => a.day.localeCompare(b.day));
  const keptMonths = new Set(kept.map((k) => k.month));
  const lastKept = kept.at(-1)?.day;
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
  // After a due day change the first new day after `through` may fall in a month already charged: one charge a month.
  const chargedMonths = new Set(schedule.map((s) => s.month));
  let nextAccrualOn = firstAccrualAfter(input.through, input.accrualDay);
  while (chargedMonths.has(nextAccrualOn.slice(0, 7)))
    nextAccrualOn = firstAccrualAfter(nextAccrualOn, input.accrualDay);
  return { interest, splits, balanceCents: balance, nextAccrualOn, deferred };
}

export function isPromoMonth(promo: Pick<LedgerPromo, "startsOn" | "endsOn">, month: string): boolean {
  return promo.startsOn <= month && month <= promo.endsOn;
}

export function firstAccrualAfter(day: string, dayOfMonth: number): string {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  const sameMonth = d < dayOfMonth;
  const year = sameMonth ? y : mo === 12 ? y + 1 : y;
  const month = sameMonth ? mo : mo === 12 ? 1 : mo + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

export function accrualDayOf(debt: { dueDay: number | null; createdAt: Date }): number {
  return debt.dueDay ?? Math.min(debt.createdAt.getUTCDate(), 28);
}
