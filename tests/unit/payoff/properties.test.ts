/**
 * Property tests over random portfolios (fast-check): the engine against a slow, independently written reference
 * of docs/payoff.md's mechanics, and the invariants docs/payoff.md asks for.
 */
import fc from "fast-check";
import {
  comparePlans,
  computePlan,
  monthlyInterestCents,
  type DebtInput,
  type FeasiblePlan,
  type PlanResult,
  type Strategy,
} from "@/lib/payoff";

const START = { year: 2026, month: 3 };
const MAX_MONTHS = 1200;

// ---------------------------------------------------------------------------------------------------------------
// Reference implementation: a literal reading of docs/payoff.md, written for clarity, not speed, and sharing no code
// with the engine (interest via an integer split instead of the engine's floor-and-correct; orders via sort keys;
// infeasibility only from the stated rule and the 1,200-month cap).
// ---------------------------------------------------------------------------------------------------------------
interface RefMonth {
  [id: string]: { payment: number; interest: number; balance: number };
}
type RefResult =
  | { feasible: true; months: number; totalInterest: number; payoff: Record<string, number>; schedule: RefMonth[] }
  | { feasible: false; byRule: boolean };

/** round_half_up(balance * bps / 120000), splitting the balance so every product stays small and exact. */
function refInterest(balance: number, bps: number): number {
  const high = Math.floor(balance / 120000);
  const low = balance - high * 120000;
  return high * bps + Math.floor((low * bps + 60000) / 120000);
}

function refBps(apr: number): number {
  return Number((apr * 100).toFixed(0));
}

function refOrder(debts: DebtInput[], strategy: Strategy, custom?: string[]): DebtInput[] {
  const indexed = debts.map((d, i) => ({ d, i }));
  if (strategy === "avalanche") {
    indexed.sort(
      (a, b) => refBps(b.d.aprPercent) - refBps(a.d.aprPercent) || a.d.balanceCents - b.d.balanceCents || a.i - b.i,
    );
  } else if (strategy === "snowball") {
    indexed.sort(
      (a, b) => a.d.balanceCents - b.d.balanceCents || refBps(b.d.aprPercent) - refBps(a.d.aprPercent) || a.i - b.i,
    );
  } else if (strategy === "custom") {
    const rank = (id: string) => {
      const k = custom!.indexOf(id);
      return k < 0 ? custom!.length + debts.findIndex((d) => d.id === id) : k;
    };
    indexed.sort((a, b) => rank(a.d.id) - rank(b.d.id));
  }
  return indexed.map((x) => x.d);
}

function referencePlan(debts: DebtInput[], extra: number, strategy: Strategy, custom?: string[]): RefResult {
  const minimumsOnly = strategy === "minimums";
  const budget = (minimumsOnly ? 0 : extra) + debts.reduce((s, d) => s + d.minPaymentCents, 0);
  const total = debts.reduce((s, d) => s + d.balanceCents, 0);
  const lowestBps = Math.min(...debts.map((d) => refBps(d.aprPercent)));
  // docs/payoff.md: infeasible when B <= (lowest monthly rate) * total balance, i.e. B <= lowestBps/120000 * total.
  if (!minimumsOnly && BigInt(budget) * BigInt(120000) <= BigInt(lowestBps) * BigInt(total))
    return { feasible: false, byRule: true };
  const order = refOrder(debts, strategy, custom);
  const balance = new Map(debts.map((d) => [d.id, d.balanceCents]));
  const payoff: Record<string, number> = {};
  const schedule: RefMonth[] = [];
  let totalInterest = 0;
  for (let month = 1; month <= MAX_MONTHS; month++) {
    const row: RefMonth = {};
    const open = debts.filter((d) => balance.get(d.id)! > 0);
    for (const d of open) {
      const interest = refInterest(balance.get(d.id)!, refBps(d.aprPercent));
      totalInterest += interest;
      balance.set(d.id, balance.get(d.id)! + interest);
      row[d.id] = { payment: 0, interest, balance: 0 };
    }
    let left = budget;
    const pay = (d: DebtInput, amount: number) => {
      balance.set(d.id, balance.get(d.id)! - amount);
      row[d.id]!.payment += amount;
      left -= amount;
      if (balance.get(d.id) === 0) payoff[d.id] = month;
    };
    for (const d of open) pay(d, Math.min(d.minPaymentCents, balance.get(d.id)!));
    if (!minimumsOnly) {
      for (const d of order) {
        if (left === 0) break;
        if (balance.get(d.id)! > 0) pay(d, Math.min(left, balance.get(d.id)!));
      }
    }
    for (const d of open) row[d.id]!.balance = balance.get(d.id)!;
    schedule.push(row);
    if (debts.every((d) => balance.get(d.id) === 0))
      return { feasible: true, months: month, totalInterest, payoff, schedule };
    // A balance this large can never be paid by the test portfolios' budgets (< $100M a month); stop early.
    if (debts.some((d) => balance.get(d.id)! > 1e15)) break;
  }
  return { feasible: false, byRule: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------------------------
const debtArb = fc
  .record({
    balanceCents: fc.integer({ min: 100, max: 10_000_000 }), // $1 .. $100k
    aprBps: fc.oneof(fc.integer({ min: 0, max: 3600 }), fc.constantFrom(0, 499, 1899, 1999, 2499, 2999)), // 0..36 %
    // Minimum as a share of the balance (0.5 % .. 8 %), or a small flat amount (often negative amortization).
    minimum: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 50, max: 800 }).map((perTenThousand) => ({ share: perTenThousand })) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 5000 }).map((flat) => ({ flat })) },
    ),
  })
  .map(({ balanceCents, aprBps, minimum }) => ({
    balanceCents,
    aprPercent: aprBps / 100,
    minPaymentCents: "flat" in minimum ? minimum.flat : Math.max(1, Math.round((balanceCents * minimum.share) / 10000)),
  }));

const portfolioArb = fc
  .array(debtArb, { minLength: 1, maxLength: 12 })
  .map((list) => list.map((d, i): DebtInput => ({ id: `d${i}`, name: `Debt ${i}`, ...d })));

const extraArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 2_000_000 }));

/** A portfolio, an extra payment and a random custom order (a permutation of a random subset of the ids). */
const caseArb = portfolioArb.chain((debts) =>
  fc.record({
    debts: fc.constant(debts),
    extra: extraArb,
    customOrder: fc.shuffledSubarray(debts.map((d) => d.id)),
  }),
);

const ORDERED: Strategy[] = ["avalanche", "snowball", "custom"];
const ALL: Strategy[] = [...ORDERED, "minimums"];

function plan(
  debts: DebtInput[],
  extra: number,
  strategy: Strategy,
  customOrder?: string[],
  includeSchedule = false,
): PlanResult {
  return computePlan({ debts, extraPaymentCents: extra, strategy, customOrder, startMonth: START, includeSchedule });
}

// ---------------------------------------------------------------------------------------------------------------
describe("interest arithmetic", () => {
  it("monthlyInterestCents is exact round-half-up of balance * bps / 120000 (checked with BigInt)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 47 }), fc.integer({ min: 0, max: 99_999 }), (balance, bps) => {
        const exact = (BigInt(balance) * BigInt(bps) + BigInt(60000)) / BigInt(120000);
        expect(monthlyInterestCents(balance, bps)).toBe(Number(exact));
      }),
      { numRuns: 5000 },
    );
    // Products right at half-cent boundaries round up; just below rounds down.
    expect(monthlyInterestCents(1, 60000)).toBe(1); // exactly 0.5 cent
    expect(monthlyInterestCents(59999, 1)).toBe(0); // 0.49999 cent
    expect(monthlyInterestCents(500000, 1899)).toBe(7913); // 7912.5 -> 7913
    expect(monthlyInterestCents(2 ** 52, 99_999)).toBe(
      Number((BigInt(2 ** 52) * BigInt(99_999) + BigInt(60000)) / BigInt(120000)),
    );
  });
});

describe("engine vs reference implementation", () => {
  it("agrees on feasibility, months, interest, payoff months and the whole schedule", () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom(...ALL), ({ debts, extra, customOrder }, strategy) => {
        const ref = referencePlan(debts, extra, strategy, customOrder);
        const got = plan(debts, extra, strategy, customOrder, true);
        expect(got.feasible).toBe(ref.feasible);
        if (!ref.feasible || !got.feasible) {
          if (!got.feasible && !ref.feasible && ref.byRule) expect(got.reason).toBe("budget_below_interest");
          return;
        }
        expect(got.months).toBe(ref.months);
        expect(got.totalInterestCents).toBe(ref.totalInterest);
        expect(Object.fromEntries(got.debts.map((d) => [d.id, d.payoffMonth]))).toEqual(ref.payoff);
        const schedule = got.schedule!.map((row) =>
          Object.fromEntries(
            row.perDebt.map((e) => [
              e.id,
              { payment: e.paymentCents, interest: e.interestCents, balance: e.balanceCents },
            ]),
          ),
        );
        expect(JSON.stringify(schedule)).toBe(JSON.stringify(ref.schedule));
      }),
      { numRuns: 400 },
    );
  });
});

describe("invariants of every feasible plan", () => {
  it("accounting, budget use, non-negative balances, every debt ends at $0.00", () => {
    let feasibleCount = 0;
    fc.assert(
      fc.property(caseArb, fc.constantFrom(...ALL), ({ debts, extra, customOrder }, strategy) => {
        const result = plan(debts, extra, strategy, customOrder, true);
        if (!result.feasible) {
          expect(["budget_below_interest", "exceeds_max_months"]).toContain(result.reason);
          expect(result.message.length).toBeGreaterThan(20);
          expect(result).not.toHaveProperty("months");
          return;
        }
        feasibleCount++;
        checkFeasible(result, debts, strategy === "minimums" ? 0 : extra);
      }),
      { numRuns: 1000 },
    );
    expect(feasibleCount).toBeGreaterThan(500);
  });
});

/** Plain checks (not expect) keep thousands of schedule rows fast; fast-check reports and shrinks the failure. */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

function checkFeasible(p: FeasiblePlan, debts: DebtInput[], extra: number): void {
  const minimumsOnly = p.strategy === "minimums";
  const start = debts.reduce((s, d) => s + d.balanceCents, 0);
  const budget = extra + debts.reduce((s, d) => s + d.minPaymentCents, 0);
  // totalPaid = startingBalance + totalInterest, overall and per debt, to the cent.
  expect(p.startingBalanceCents).toBe(start);
  expect(p.totalPaidCents).toBe(start + p.totalInterestCents);
  expect(p.debts.reduce((s, d) => s + d.totalInterestCents, 0)).toBe(p.totalInterestCents);
  p.debts.forEach((d, i) => expect(d.totalPaidCents).toBe(debts[i]!.balanceCents + d.totalInterestCents));
  expect(p.monthlyBudgetCents).toBe(budget);
  expect(p.months).toBeGreaterThanOrEqual(1);
  expect(p.months).toBeLessThanOrEqual(MAX_MONTHS);
  expect(Math.max(...p.debts.map((d) => d.payoffMonth))).toBe(p.months);
  expect([...p.payoffOrder].sort()).toEqual(debts.map((d) => d.id).sort());

  const schedule = p.schedule!;
  expect(schedule).toHaveLength(p.months);
  const byId = new Map(debts.map((d) => [d.id, d]));
  const payoffMonth = new Map(p.debts.map((d) => [d.id, d.payoffMonth]));
  const balance = new Map(debts.map((d) => [d.id, d.balanceCents]));
  let paid = 0;
  let interest = 0;
  schedule.forEach((row, k) => {
    const at = (what: string) => () => `month ${k + 1}: ${what} in ${JSON.stringify(row)}`;
    check(row.month === k + 1, at("month number"));
    // Exactly the debts still open at the start of the month appear, in input order.
    const expectedIds = debts.filter((d) => balance.get(d.id)! > 0).map((d) => d.id);
    check(
      row.perDebt.map((e) => e.id).join() === expectedIds.join(),
      at(`debts listed (expected ${expectedIds.join()})`),
    );
    let payments = 0;
    for (const e of row.perDebt) {
      const debt = byId.get(e.id)!;
      const before = balance.get(e.id)!;
      const owed = before + e.interestCents;
      check(
        e.interestCents === monthlyInterestCents(before, Math.round(debt.aprPercent * 100)),
        at(`interest of ${e.id}`),
      );
      check(e.balanceCents === owed - e.paymentCents, at(`balance continuity of ${e.id}`));
      check(e.balanceCents >= 0, at(`negative balance of ${e.id}`));
      check(e.principalCents === e.paymentCents - e.interestCents, at(`principal of ${e.id}`));
      // Every open debt got at least its minimum (capped at what it owed); minimums-only pays exactly that.
      const minimum = Math.min(debt.minPaymentCents, owed);
      check(minimumsOnly ? e.paymentCents === minimum : e.paymentCents >= minimum, at(`minimum of ${e.id}`));
      check((e.balanceCents === 0) === (payoffMonth.get(e.id) === k + 1), at(`payoff month of ${e.id}`));
      balance.set(e.id, e.balanceCents);
      payments += e.paymentCents;
    }
    check(row.totalPaymentCents === payments, at("total payment"));
    let remaining = 0;
    for (const b of balance.values()) remaining += b;
    check(row.totalBalanceCents === remaining, at("total balance"));
    // Ordered strategies pay exactly B every month except the last, which pays at most B.
    if (!minimumsOnly) {
      check(
        k < p.months - 1 ? row.totalPaymentCents === budget : row.totalPaymentCents <= budget,
        at(`budget ${budget} use`),
      );
    }
    paid += row.totalPaymentCents;
    interest += row.totalInterestCents;
  });
  expect([...balance.values()].every((b) => b === 0)).toBe(true);
  expect(paid).toBe(p.totalPaidCents);
  expect(interest).toBe(p.totalInterestCents);
}

describe("strategy relations", () => {
  it("minimums-only never beats an ordered strategy; when it pays off, every ordered strategy does too", () => {
    fc.assert(
      fc.property(caseArb, ({ debts, extra, customOrder }) => {
        const minimums = plan(debts, extra, "minimums");
        if (!minimums.feasible) return;
        for (const strategy of ORDERED) {
          const other = plan(debts, extra, strategy, customOrder);
          expect(other.feasible).toBe(true);
          if (!other.feasible) return;
          expect(other.totalInterestCents).toBeLessThanOrEqual(minimums.totalInterestCents);
          expect(other.months).toBeLessThanOrEqual(minimums.months);
        }
      }),
      { numRuns: 800 },
    );
  });

  it("a larger extra payment never adds months or interest (and never makes a feasible plan infeasible)", () => {
    fc.assert(
      fc.property(caseArb, extraArb, fc.constantFrom(...ORDERED), ({ debts, extra, customOrder }, more, strategy) => {
        const base = plan(debts, extra, strategy, customOrder);
        const bigger = plan(debts, extra + more, strategy, customOrder);
        if (!base.feasible) return;
        expect(bigger.feasible).toBe(true);
        if (!bigger.feasible) return;
        expect(bigger.months).toBeLessThanOrEqual(base.months);
        expect(bigger.totalInterestCents).toBeLessThanOrEqual(base.totalInterestCents);
        // Per debt too: every balance is monotone in the budget under these mechanics.
        bigger.debts.forEach((d, i) => expect(d.payoffMonth).toBeLessThanOrEqual(base.debts[i]!.payoffMonth));
      }),
      { numRuns: 800 },
    );
  });

  it("payoff order follows the target order, except debts their own minimums clear first", () => {
    // A debt gets more than its minimum only once every debt ahead of it in the order is paid off. So a debt
    // finishing before one ahead of it must have been cleared by its own minimums alone: its payoff month is the
    // one it would have on minimums only.
    fc.assert(
      fc.property(caseArb, fc.constantFrom(...ORDERED), ({ debts, extra, customOrder }, strategy) => {
        const result = plan(debts, extra, strategy, customOrder, true);
        if (!result.feasible) return;
        const month = new Map(result.debts.map((d) => [d.id, d.payoffMonth]));
        const byId = new Map(debts.map((d) => [d.id, d]));
        // The first month each debt is paid beyond its minimum (capped at what it owed).
        const firstExtra = new Map<string, number>();
        for (const row of result.schedule!) {
          for (const e of row.perDebt) {
            const owed = e.balanceCents + e.paymentCents;
            if (!firstExtra.has(e.id) && e.paymentCents > Math.min(byId.get(e.id)!.minPaymentCents, owed))
              firstExtra.set(e.id, row.month);
          }
        }
        const order = result.targetOrder;
        order.forEach((id, k) => {
          const ahead = order.slice(0, k);
          if (ahead.some((a) => month.get(a)! > month.get(id)!)) {
            const alone = computePlan({ debts: [byId.get(id)!], strategy: "minimums", startMonth: START });
            expect(alone.feasible && alone.months).toBe(month.get(id));
          }
          // The first month this debt is paid beyond its minimum, everything ahead of it is already cleared.
          const first = firstExtra.get(id);
          if (first !== undefined)
            for (const a of ahead) check(month.get(a)! <= first, () => `${a} open in month ${first}`);
        });
        // payoffOrder: by payoff month, ties in target order.
        const sorted = [...order].sort((a, b) => month.get(a)! - month.get(b)! || order.indexOf(a) - order.indexOf(b));
        expect(result.payoffOrder).toEqual(sorted);
      }),
      { numRuns: 800 },
    );
  });

  it("avalanche and snowball are the same plan when every APR is equal", () => {
    fc.assert(
      fc.property(portfolioArb, extraArb, fc.integer({ min: 0, max: 3600 }), (debts, extra, bps) => {
        const same = debts.map((d) => ({ ...d, aprPercent: bps / 100 }));
        const a = plan(same, extra, "avalanche", undefined, true);
        const s = plan(same, extra, "snowball", undefined, true);
        expect(JSON.stringify({ ...s, strategy: "avalanche" })).toBe(JSON.stringify(a));
      }),
      { numRuns: 200 },
    );
  });

  it("avalanche <= snowball on total interest is NOT an invariant under cent rounding (documented counterexample)", () => {
    // APRs 12.00 % and 11.98 %: in exact arithmetic avalanche would win, but the monthly round-half-up of interest
    // makes avalanche cost 2 cents more here. Random search finds such cases only with near-equal APRs and only by a
    // few cents, so the suite asserts the real invariants above instead.
    const debts: DebtInput[] = [
      { id: "a", name: "A", balanceCents: 56000, aprPercent: 12, minPaymentCents: 6000 },
      { id: "b", name: "B", balanceCents: 29000, aprPercent: 11.98, minPaymentCents: 7000 },
    ];
    const a = plan(debts, 1000, "avalanche") as FeasiblePlan;
    const s = plan(debts, 1000, "snowball") as FeasiblePlan;
    expect(a.totalInterestCents).toBe(3144);
    expect(s.totalInterestCents).toBe(3142);
    expect(a.months).toBe(s.months);
  });
});

describe("determinism and purity", () => {
  it("same input, same output; the input is not mutated; input order only matters for ties", () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom(...ALL), ({ debts, extra, customOrder }, strategy) => {
        const frozen = JSON.stringify({ debts, customOrder });
        const first = plan(debts, extra, strategy, customOrder, true);
        const second = plan(debts, extra, strategy, customOrder, true);
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        expect(JSON.stringify({ debts, customOrder })).toBe(frozen);
        if (strategy === "avalanche" || strategy === "snowball") {
          // Reversing the input changes nothing per debt when no sort keys tie.
          const keys = new Set(debts.map((d) => `${d.aprPercent}/${d.balanceCents}`));
          const balances = new Set(debts.map((d) => d.balanceCents));
          const aprs = new Set(debts.map((d) => d.aprPercent));
          const noTies = strategy === "avalanche" ? aprs.size === debts.length : balances.size === debts.length;
          if (noTies && keys.size === debts.length) {
            const reversed = plan([...debts].reverse(), extra, strategy);
            if (first.feasible && reversed.feasible) {
              expect(reversed.totalInterestCents).toBe(first.totalInterestCents);
              expect(reversed.payoffOrder).toEqual(first.payoffOrder);
              expect([...reversed.debts].reverse()).toEqual(first.debts);
            } else {
              expect(reversed.feasible).toBe(first.feasible);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("comparePlans reports exactly what computePlan computes, and recommends by the stated rule", () => {
    fc.assert(
      fc.property(caseArb, ({ debts, extra }) => {
        const c = comparePlans({ debts, extraPaymentCents: extra, startMonth: START });
        const a = plan(debts, extra, "avalanche");
        const s = plan(debts, extra, "snowball");
        const m = plan(debts, extra, "minimums");
        expect(c.avalanche).toEqual(a);
        expect(c.snowball).toEqual(s);
        expect(c.minimums).toEqual(m);
        let expected: "avalanche" | "snowball" = "avalanche";
        if (
          s.feasible &&
          (!a.feasible ||
            s.totalInterestCents < a.totalInterestCents ||
            (s.totalInterestCents === a.totalInterestCents && s.months < a.months))
        ) {
          expected = "snowball";
        }
        expect(c.recommended).toBe(expected);
        const rec = expected === "avalanche" ? a : s;
        if (rec.feasible && m.feasible) {
          expect(c.interestSavedVsMinimumsCents).toBe(m.totalInterestCents - rec.totalInterestCents);
          expect(c.interestSavedVsMinimumsCents).toBeGreaterThanOrEqual(0);
          expect(c.monthsSavedVsMinimums).toBe(m.months - rec.months);
        } else {
          expect(c.interestSavedVsMinimumsCents).toBeNull();
        }
        if (a.feasible && s.feasible)
          expect(c.snowballExtraInterestCents).toBe(s.totalInterestCents - a.totalInterestCents);
        else expect(c.snowballExtraInterestCents).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
