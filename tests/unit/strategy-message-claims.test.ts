import fc from "fast-check";
import {
  addMonthsToCalendarMonth,
  comparePlans,
  computePlan,
  formatCents,
  formatYearMonth,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type PlanInput,
} from "@/lib/payoff";
import { PLAN_STRATEGY_NAMES, type PlanStrategy } from "@/lib/plan/types";
import { checkClaims, type ClaimContext } from "@/lib/strategies/message/claims";
import { buildFacts, followUpTasks, type FollowUps } from "@/lib/strategies/message/facts";
import { runEngineTask } from "@/lib/payoff/tasks";
import { writeLocalStrategyAnalysis, writeLocalStrategyMessage } from "@/lib/strategies/message/local-writer";
import type { StrategyDebtSnapshot } from "@/lib/strategies/types";
import { C4 } from "@/tests/support/strategy-facts";

// The built-in writer states only claims the plan makes true (docs/product-rules.md "Debt calculator and results",
// the plan message): every sentence it writes is checked against the engine's own output by
// lib/strategies/message/claims.ts, over random portfolios with promos, deferred interest and dated lump sums.

const START: CalendarMonth = { year: 2027, month: 1 };

function snapshot(d: DebtInput): StrategyDebtSnapshot {
  return {
    id: d.id,
    name: d.name,
    balance: formatCents(d.balanceCents),
    interestRate: d.aprPercent.toFixed(2),
    minPayment: formatCents(d.minPaymentCents),
    promoRate: d.promo ? d.promo.aprPercent.toFixed(2) : null,
    promoEndsOn: d.promo ? formatYearMonth(d.promo.endsOn) : null,
    deferredInterest: d.promo?.deferredInterest ?? false,
    creditLimit: d.creditLimitCents ? formatCents(d.creditLimitCents) : null,
  };
}

interface Scenario {
  debts: DebtInput[];
  strategy?: PlanStrategy;
  extraPaymentCents?: number;
  lumpSums?: LumpSum[];
  customOrder?: string[];
}

/** What the strategy service does (lib/strategies/service.ts), without the database: facts, message and the plan. */
function write(s: Scenario) {
  const extraPaymentCents = s.extraPaymentCents ?? 0;
  const lumpSums = s.lumpSums ?? [];
  const input: PlanInput = {
    debts: s.debts,
    strategy: s.strategy ?? "avalanche",
    extraPaymentCents,
    startMonth: START,
    ...(lumpSums.length > 0 && { lumpSums }),
    ...(s.strategy === "custom" && { customOrder: s.customOrder ?? s.debts.map((d) => d.id).reverse() }),
  };
  const comparison = comparePlans({
    debts: s.debts,
    extraPaymentCents,
    startMonth: START,
    ...(lumpSums.length > 0 && { lumpSums }),
    moreOrders: true,
  });
  const plan = computePlan(input);
  const saved = { strategy: input.strategy as PlanStrategy, input, result: plan };
  const facts = buildFacts({
    debts: s.debts,
    snapshots: new Map(s.debts.map((d) => [d.id, snapshot(d)])),
    comparison,
    strategyType: comparison.recommended,
    saved,
    extraPaymentCents,
    startMonth: START,
    followUps: followUpTasks(saved, extraPaymentCents, START).map(runEngineTask) as FollowUps,
  });
  const message = writeLocalStrategyMessage(facts);
  const ctx: ClaimContext = { input, plan, comparison, recommended: comparison.recommended };
  return { facts, message, ctx, plan };
}

function falseClaims(message: string, ctx: ClaimContext) {
  return checkClaims(message, ctx).filter((c) => c.problem !== null);
}

const card = (over: Partial<DebtInput> & Pick<DebtInput, "id">): DebtInput => ({
  name: over.id,
  balanceCents: 500_000,
  aprPercent: 10,
  minPaymentCents: 15_000,
  ...over,
});

/** The reported case: a 10 % card and a store card at 0 % with deferred interest (its standard APR is higher). */
const REPORTED: DebtInput[] = [
  card({ id: "Visa", balanceCents: 500_000, aprPercent: 10, minPaymentCents: 15_000 }),
  card({
    id: "Store card",
    balanceCents: 80_000,
    aprPercent: 26.99,
    minPaymentCents: 3_500,
    promo: { aprPercent: 0, endsOn: addMonthsToCalendarMonth(START, 5), deferredInterest: true },
  }),
];

describe("the built-in writer's claims (reported case)", () => {
  it("does not call a 0 % deferred-interest promo card the highest rate; it says why it comes first", () => {
    const { message, ctx } = write({ debts: REPORTED, extraPaymentCents: 20_000 });
    expect(message).not.toContain("highest rate");
    expect(message).toContain(
      "Start with Store card at 0% APR until the end of June 2027: its deferred interest is charged if a balance is left after its promo rate ends, so this plan targets it first.",
    );
    expect(falseClaims(message, ctx)).toEqual([]);
  });

  it("the checker rejects the old sentence on the reported plan", () => {
    const { ctx } = write({ debts: REPORTED, extraPaymentCents: 20_000 });
    const old =
      "Start with Store card at 26.99% APR: it has both your highest rate and your smallest balance, so it is the clear first target.";
    expect(checkClaims(old, ctx)[0]!.problem).toMatch(/rate/);
  });
});

describe("each claim kind is said only when the plan makes it true", () => {
  it("highest rate: not for a debt whose (non-deferred) promo runs now", () => {
    const debts = [
      card({ id: "A", aprPercent: 24, promo: { aprPercent: 0, endsOn: addMonthsToCalendarMonth(START, 6) } }),
      card({ id: "B", aprPercent: 18, balanceCents: 300_000 }),
    ];
    const { message, ctx } = write({ debts, extraPaymentCents: 10_000 });
    expect(message).toContain("Start with A at 0% APR until the end of July 2027, the first debt this plan targets.");
    expect(message).not.toContain("highest");
    expect(falseClaims(message, ctx)).toEqual([]);
  });

  it("highest rate and smallest balance when both hold", () => {
    const debts = [card({ id: "A", aprPercent: 24, balanceCents: 100_000 }), card({ id: "B", aprPercent: 18 })];
    const { message, ctx } = write({ debts, extraPaymentCents: 10_000 });
    expect(message).toContain("Start with A at 24% APR: it has both your highest rate and your smallest balance");
    expect(falseClaims(message, ctx)).toEqual([]);
  });

  it("smallest balance (snowball): the payoff month is the schedule's", () => {
    const debts = [
      card({ id: "Big", aprPercent: 5, balanceCents: 900_000, minPaymentCents: 20_000 }),
      card({ id: "Small", aprPercent: 30, balanceCents: 100_000, minPaymentCents: 4_000 }),
    ];
    // Avalanche and snowball agree here; a custom order lets the saved plan start elsewhere.
    const { message, ctx, plan } = write({ debts, extraPaymentCents: 5_000 });
    const small = plan.feasible ? plan.debts.find((d) => d.id === "Small")!.payoffMonth : 0;
    expect(message).toContain(`Start with Small at 30% APR`);
    expect(falseClaims(message, ctx)).toEqual([]);
    const wrong = `Start with Small, your smallest balance at $1,000.00: you could clear it by month ${small + 1} and its $40.00 minimum then rolls into the next debt.`;
    expect(checkClaims(wrong, ctx)[0]!.problem).toMatch(/payoff month/);
  });

  it("a minimum that falls short only after the promo ends says so", () => {
    const debts = [
      card({
        id: "A",
        aprPercent: 29.99,
        balanceCents: 1_000_000,
        minPaymentCents: 10_000,
        promo: { aprPercent: 0, endsOn: addMonthsToCalendarMonth(START, 3) },
      }),
      card({ id: "B", aprPercent: 8, balanceCents: 200_000, minPaymentCents: 5_000 }),
    ];
    const { message, ctx } = write({ debts, extraPaymentCents: 50_000 });
    expect(message).toContain("One thing to watch: once its promo rate ends, A's $100.00 minimum doesn't cover");
    expect(falseClaims(message, ctx)).toEqual([]);
  });

  it("a minimum that exactly covers its interest never lowers the balance (it does not grow)", () => {
    // $12,000.00 at 12 %: $120.00 of interest a month, the minimum exactly that.
    const debts = [
      card({ id: "A", aprPercent: 12, balanceCents: 1_200_000, minPaymentCents: 12_000 }),
      card({ id: "B" }),
    ];
    const { message, ctx } = write({ debts, extraPaymentCents: 50_000 });
    expect(message).toContain("A's $120.00 minimum only covers the $120.00 of interest");
    expect(message).toContain("would never lower the balance");
    expect(falseClaims(message, ctx)).toEqual([]);
  });

  it("the timeline names the lump sums that change some months' payment", () => {
    const lumpSums = [{ amountCents: 100_000, month: addMonthsToCalendarMonth(START, 2) }];
    const { message, ctx } = write({ debts: REPORTED, extraPaymentCents: 20_000, lumpSums });
    expect(message).toContain("a month and your lump sums on their dates, you could be debt-free by");
    expect(falseClaims(message, ctx)).toEqual([]);
  });

  it("deferred interest: charged when the plan leaves a balance at the promo's end", () => {
    const debts = [
      card({ id: "Visa", aprPercent: 10 }),
      card({
        id: "Store",
        balanceCents: 400_000,
        aprPercent: 26.99,
        minPaymentCents: 12_000,
        promo: { aprPercent: 0, endsOn: addMonthsToCalendarMonth(START, 2), deferredInterest: true },
      }),
    ];
    const { message, ctx } = write({ debts });
    expect(message).toMatch(
      /One date to watch: Store's promo rate ends in March 2027, .* deferred interest would be charged\./,
    );
    expect(message).not.toContain("no interest at all");
    expect(falseClaims(message, ctx)).toEqual([]);
    const flipped = message.replace(
      /One date to watch: .*would be charged\./,
      "Store is paid off before its promo rate ends in March 2027, so its $1.00 of deferred interest is never charged.",
    );
    expect(falseClaims(flipped, ctx).map((c) => c.kind)).toContain("deferred-in-time");
  });

  it("the checker catches a wrong month count, first target or comparison amount", () => {
    const { message, ctx } = write({ debts: REPORTED, extraPaymentCents: 20_000 });
    const months = message.replace(/\((\d+) months/, (_m, n: string) => `(${Number(n) + 1} months`);
    expect(falseClaims(months, ctx).map((c) => c.kind)).toEqual(["timeline"]);
    expect(checkClaims("Start with Visa at 10% APR, the first debt this plan targets.", ctx)[0]!.problem).toMatch(
      /first target/,
    );
    expect(checkClaims("That's $1.00 less interest than paying only the minimums.", ctx)[0]!.problem).toMatch(
      /minimums/,
    );
  });

  it("the order paragraph sets deferred-interest deadlines apart from the rule's reason", () => {
    const text = writeLocalStrategyAnalysis({
      ...C4,
      analysis: {
        order: ["Store", "Furniture", "Visa", "Loan"],
        deadlineFirst: ["Store", "Furniture"],
        promos: [],
        negotiationCandidates: [],
        lastMonth: null,
      },
    });
    expect(text).toContain(
      "After Store, the plan moves to Furniture for its deferred-interest deadline, then Visa and Loan: each next-highest rate in turn,",
    );
  });
});

// ---- property: every sentence of the message checks out ------------------------------------------------------

const arbDebt = (i: number) =>
  fc
    .record({
      balanceCents: fc.integer({ min: 5_000, max: 2_000_000 }),
      aprBps: fc.oneof(fc.integer({ min: 0, max: 3_600 }), fc.constantFrom(0, 999, 1999, 2499)),
      minPct: fc.integer({ min: 1, max: 6 }),
      promo: fc.option(
        fc.record({
          bps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500 })),
          endsOffset: fc.integer({ min: -2, max: 18 }),
          deferredInterest: fc.boolean(),
        }),
        { freq: 2 },
      ),
      limit: fc.option(fc.integer({ min: 10_000, max: 3_000_000 }), { freq: 2 }),
    })
    .map((r): DebtInput => ({
      id: `d${i}`,
      name: `Debt ${i + 1}`,
      balanceCents: r.balanceCents,
      aprPercent: r.aprBps / 100,
      minPaymentCents: Math.max(1_000, Math.round((r.balanceCents * r.minPct) / 100)),
      ...(r.limit !== null && { creditLimitCents: r.limit }),
      ...(r.promo && {
        promo: {
          aprPercent: r.promo.bps / 100,
          endsOn: addMonthsToCalendarMonth(START, r.promo.endsOffset),
          deferredInterest: r.promo.deferredInterest,
        },
      }),
    }));

const arbScenario = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.record({
    debts: fc.tuple(...Array.from({ length: n }, (_, i) => arbDebt(i))),
    // Every order the product offers, from its one list of them.
    strategy: fc.constantFrom(...(Object.keys(PLAN_STRATEGY_NAMES) as PlanStrategy[])),
    extraPaymentCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 150_000 })),
    lumps: fc.array(
      fc.record({ amountCents: fc.integer({ min: -10_000, max: 300_000 }), offset: fc.integer({ min: 0, max: 40 }) }),
      {
        maxLength: 3,
      },
    ),
    reverse: fc.boolean(),
  }),
);

describe("property: the built-in writer's every claim is true of the plan", () => {
  it("holds for a few hundred random portfolios (fixed seed)", () => {
    let checked = 0;
    const seen = new Set<string>();
    fc.assert(
      fc.property(arbScenario, (s) => {
        const debts = [...s.debts];
        const ids = debts.map((d) => d.id);
        const { message, ctx } = write({
          debts,
          strategy: s.strategy,
          extraPaymentCents: s.extraPaymentCents,
          lumpSums: s.lumps.map((l) => ({
            amountCents: l.amountCents,
            month: addMonthsToCalendarMonth(START, l.offset),
          })),
          customOrder: s.reverse ? ids.reverse() : ids,
        });
        if (!ctx.plan.feasible) return; // the infeasible message repeats the engine's reason and its fixes
        checked++;
        const claims = checkClaims(message, ctx);
        for (const c of claims) seen.add(c.kind);
        expect(claims.filter((c) => c.problem !== null)).toEqual([]);
      }),
      { seed: 20261128, numRuns: 300, endOnFailure: true },
    );
    expect(checked).toBeGreaterThan(100);
    // The portfolios reach the claims that matter here (snowball wins too rarely on random numbers to list it).
    for (const kind of ["first-deadline", "first-highest", "first-plain", "deferred-charged", "deferred-in-time"])
      expect(seen).toContain(kind);
    for (const kind of ["warning", "timeline", "your-plan", "extra-actual", "comparison"]) expect(seen).toContain(kind);
  });
});
