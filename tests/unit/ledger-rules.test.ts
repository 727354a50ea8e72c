import { accrualDayOf, firstAccrualAfter, replayLedger, type LedgerMove } from "@/lib/ledger/rules";
import { monthlyInterestCents } from "@/lib/payoff/interest";

// The balance ledger's arithmetic (docs/product-rules.md "The balance ledger"): monthly interest on the accrual
// day, interest before the day's other rows, payments paying unpaid interest first.

let order = 0;
const opening = (day: string, cents: number): LedgerMove => ({
  key: "opening",
  kind: "opening",
  day,
  cents,
  order: order++,
});
const payment = (key: string, day: string, cents: number): LedgerMove => ({
  key,
  kind: "payment",
  day,
  cents: -cents,
  order: order++,
});
const correction = (day: string, cents: number): LedgerMove => ({
  key: `c${order}`,
  kind: "correction",
  day,
  cents,
  order: order++,
});

// $5,000 at 18 % (1800 bps): the first month's interest is $75.00 exactly.
const BASE = { aprBps: 1800, accrualDay: 15, openedOn: "2026-01-10", kept: [] };

describe("firstAccrualAfter", () => {
  it.each([
    ["2026-01-10", 15, "2026-01-15"],
    ["2026-01-15", 15, "2026-02-15"],
    ["2026-01-20", 15, "2026-02-15"],
    ["2026-12-20", 5, "2027-01-05"],
    ["2026-12-05", 5, "2027-01-05"],
  ])("after %s on day %i: %s", (day, dom, expected) => {
    expect(firstAccrualAfter(day, dom)).toBe(expected);
  });

  it("the accrual day is the due day, else the day the debt was added, at most the 28th", () => {
    expect(accrualDayOf({ dueDay: 3, createdAt: new Date("2026-01-30T12:00:00Z") })).toBe(3);
    expect(accrualDayOf({ dueDay: null, createdAt: new Date("2026-01-12T12:00:00Z") })).toBe(12);
    expect(accrualDayOf({ dueDay: null, createdAt: new Date("2026-01-31T12:00:00Z") })).toBe(28);
  });
});

describe("replayLedger", () => {
  it("charges nothing before the first accrual day", () => {
    const r = replayLedger({ ...BASE, moves: [opening("2026-01-10", 500_000)], through: "2026-01-14" });
    expect(r.interest).toEqual([]);
    expect(r.balanceCents).toBe(500_000);
    expect(r.nextAccrualOn).toBe("2026-01-15");
  });

  it("months with no payment compound: each month's interest is charged on the balance with the last one's", () => {
    const r = replayLedger({ ...BASE, moves: [opening("2026-01-10", 500_000)], through: "2026-03-20" });
    const jan = monthlyInterestCents(500_000, 1800);
    const feb = monthlyInterestCents(500_000 + jan, 1800);
    const mar = monthlyInterestCents(500_000 + jan + feb, 1800);
    expect([jan, feb, mar]).toEqual([7_500, 7_613, 7_727]);
    expect(r.interest).toEqual([
      { month: "2026-01", day: "2026-01-15", cents: jan },
      { month: "2026-02", day: "2026-02-15", cents: feb },
      { month: "2026-03", day: "2026-03-15", cents: mar },
    ]);
    expect(r.balanceCents).toBe(500_000 + jan + feb + mar);
    expect(r.nextAccrualOn).toBe("2026-04-15");
  });

  it("a payment before the accrual day lowers that month's interest; one on or after it does not", () => {
    const before = replayLedger({
      ...BASE,
      moves: [opening("2026-01-10", 500_000), payment("p", "2026-01-14", 100_000)],
      through: "2026-01-31",
    });
    expect(before.interest[0]!.cents).toBe(monthlyInterestCents(400_000, 1800));
    // Nothing was charged yet when it was paid, so it is all principal.
    expect(before.splits.get("p")).toEqual({ interestCents: 0, principalCents: 100_000 });

    const onTheDay = replayLedger({
      ...BASE,
      moves: [opening("2026-01-10", 500_000), payment("p", "2026-01-15", 100_000)],
      through: "2026-01-31",
    });
    expect(onTheDay.interest[0]!.cents).toBe(7_500);
    // Interest comes first on its day, so the payment pays it, the rest is principal.
    expect(onTheDay.splits.get("p")).toEqual({ interestCents: 7_500, principalCents: 92_500 });
    expect(onTheDay.balanceCents).toBe(500_000 + 7_500 - 100_000);
  });

  it("two payments in a month: the first pays the unpaid interest, the second is all principal", () => {
    const r = replayLedger({
      ...BASE,
      moves: [opening("2026-01-10", 500_000), payment("a", "2026-01-20", 5_000), payment("b", "2026-01-25", 15_000)],
      through: "2026-02-01",
    });
    expect(r.splits.get("a")).toEqual({ interestCents: 5_000, principalCents: 0 });
    expect(r.splits.get("b")).toEqual({ interestCents: 2_500, principalCents: 12_500 });
    expect(r.balanceCents).toBe(500_000 + 7_500 - 20_000);
  });

  it("two payments on one day are applied in the order they were recorded", () => {
    const r = replayLedger({
      ...BASE,
      moves: [
        opening("2026-01-10", 500_000),
        payment("second", "2026-01-20", 1_000),
        payment("first", "2026-01-20", 7_000),
      ].map((m) => ({
        ...m,
        order: m.key === "first" ? 1 : m.key === "second" ? 2 : 0,
      })),
      through: "2026-01-31",
    });
    expect(r.splits.get("first")).toEqual({ interestCents: 7_000, principalCents: 0 });
    expect(r.splits.get("second")).toEqual({ interestCents: 500, principalCents: 500 });
  });

  it("a correction moves the balance interest is charged on, and is not a payment", () => {
    const r = replayLedger({
      ...BASE,
      moves: [opening("2026-01-10", 500_000), correction("2026-01-12", 20_000), correction("2026-02-01", -50_000)],
      through: "2026-02-20",
    });
    const jan = monthlyInterestCents(520_000, 1800);
    expect(r.interest.map((i) => i.cents)).toEqual([jan, monthlyInterestCents(520_000 + jan - 50_000, 1800)]);
    expect(r.splits.size).toBe(0);
  });

  it("a paid-off debt is charged nothing, and a zero APR charges nothing", () => {
    const paidOff = replayLedger({
      ...BASE,
      moves: [opening("2026-01-10", 10_000), payment("p", "2026-01-12", 10_000)],
      through: "2026-05-01",
    });
    expect(paidOff.interest).toEqual([]);
    expect(paidOff.balanceCents).toBe(0);
    const free = replayLedger({ ...BASE, aprBps: 0, moves: [opening("2026-01-10", 10_000)], through: "2026-05-01" });
    expect(free.interest).toEqual([]);
  });

  it("keeps interest already charged for earlier months as it is, and charges the later months anew", () => {
    const r = replayLedger({
      ...BASE,
      moves: [opening("2026-01-10", 500_000), payment("late", "2026-02-10", 50_000)],
      kept: [{ month: "2026-01", day: "2026-01-15", cents: 1_234 }],
      through: "2026-02-20",
    });
    expect(r.interest[0]).toEqual({ month: "2026-01", day: "2026-01-15", cents: 1_234 });
    expect(r.interest[1]).toEqual({
      month: "2026-02",
      day: "2026-02-15",
      cents: monthlyInterestCents(500_000 + 1_234 - 50_000, 1800),
    });
    expect(r.splits.get("late")).toEqual({ interestCents: 1_234, principalCents: 48_766 });
  });

  it("a new accrual day after a due-day change starts after the last month charged, never twice in a month", () => {
    const r = replayLedger({
      ...BASE,
      accrualDay: 5,
      moves: [opening("2026-01-10", 500_000)],
      kept: [{ month: "2026-01", day: "2026-01-15", cents: 7_500 }],
      through: "2026-03-06",
    });
    expect(r.interest.map((i) => i.day)).toEqual(["2026-01-15", "2026-02-05", "2026-03-05"]);
  });

  it("the balance is always the sum of the rows (opening, interest, payments, corrections)", () => {
    const moves = [
      opening("2026-01-10", 250_000),
      payment("a", "2026-02-01", 30_000),
      correction("2026-03-02", 4_500),
      payment("b", "2026-03-20", 12_345),
    ];
    const r = replayLedger({ ...BASE, moves, through: "2026-06-30" });
    const rows = moves.reduce((s, m) => s + m.cents, 0) + r.interest.reduce((s, i) => s + i.cents, 0);
    expect(r.balanceCents).toBe(rows);
    for (const [key, split] of r.splits) {
      const paid = -moves.find((m) => m.key === key)!.cents;
      expect(split.interestCents + split.principalCents).toBe(paid);
    }
  });
});

describe("replayLedger after the accrual day moved (a new due day)", () => {
  // Interest for January was charged on the 15th; the replay is asked from the day after it.
  const kept = [{ month: "2026-01", day: "2026-01-15", cents: 7_500 }];
  const moves = () => [opening("2026-01-10", 500_000)];

  it("a later day in a month already charged: not charged twice, the next charge is next month on the new day", () => {
    const r = replayLedger({ ...BASE, accrualDay: 28, moves: moves(), kept, through: "2026-01-20" });
    expect(r.interest).toEqual(kept);
    expect(r.nextAccrualOn).toBe("2026-02-28");
  });

  it("an earlier day already past in a month not charged yet: charged on it now, no month skipped", () => {
    const r = replayLedger({ ...BASE, accrualDay: 5, moves: moves(), kept, through: "2026-02-20" });
    expect(r.interest.map((i) => [i.month, i.day])).toEqual([
      ["2026-01", "2026-01-15"],
      ["2026-02", "2026-02-05"],
    ]);
    expect(r.nextAccrualOn).toBe("2026-03-05");
  });
});

describe("replayLedger: a statement's interest and fees and new charges", () => {
  it("a fee is paid first like interest; a purchase is principal", () => {
    const r = replayLedger({
      ...BASE,
      moves: [
        opening("2026-01-10", 500_000),
        { key: "fee", kind: "fee", day: "2026-01-11", cents: 4_000, order: order++ },
        { key: "buy", kind: "purchase", day: "2026-01-11", cents: 10_000, order: order++ },
        payment("p", "2026-01-12", 5_000),
      ],
      through: "2026-01-14",
    });
    expect(r.splits.get("p")).toEqual({ interestCents: 4_000, principalCents: 1_000 });
    expect(r.balanceCents).toBe(509_000);
  });
});

describe("replayLedger with a promotional rate (docs/payoff.md, Promotional rates and Deferred interest)", () => {
  // $5,000 at 18 % regular, due on the 15th, opened 2026-01-10: accruals Jan 15, Feb 15, Mar 15 (promo through
  // March), Apr 15 (regular).
  const PROMO_BASE = { ...BASE, through: "2026-04-20" };
  const zeroPromo = { aprBps: 0, startsOn: "2026-01", endsOn: "2026-03", deferredInterest: false };

  it("charges the promo rate through its last month, the regular rate after (0 % charges nothing)", () => {
    const r = replayLedger({ ...PROMO_BASE, promo: zeroPromo, moves: [opening("2026-01-10", 500_000)] });
    // April: 5,000.00 * 18 % / 12 = 75.00.
    expect(r.interest).toEqual([{ month: "2026-04", day: "2026-04-15", cents: 7_500 }]);
    expect(r.deferred).toBeNull();
    expect(r.balanceCents).toBe(507_500);
  });

  it("a 2.99 % promo: round_half_up(balance * 2.99 / 1200) in promo months, by hand", () => {
    const r = replayLedger({
      ...PROMO_BASE,
      promo: { ...zeroPromo, aprBps: 299 },
      moves: [opening("2026-01-10", 500_000)],
    });
    // Jan: 500,000 * 299 / 120,000 = 1,245.83 -> 1,246; Feb: 501,246 * 299 / 120,000 = 1,248.94 -> 1,249;
    // Mar: 502,495 * 299 / 120,000 = 1,252.05 -> 1,252; Apr at 18 %: 503,747 * 1800 / 120,000 = 7,556.205 -> 7,556.
    expect(r.interest.map((i) => i.cents)).toEqual([1_246, 1_249, 1_252, 7_556]);
    expect(r.balanceCents).toBe(500_000 + 1_246 + 1_249 + 1_252 + 7_556);
  });

  it("deferred interest: the promo months' regular-rate interest is charged once, before the first month after", () => {
    const r = replayLedger({
      ...PROMO_BASE,
      through: "2026-06-30",
      promo: { ...zeroPromo, deferredInterest: true },
      moves: [opening("2026-01-10", 500_000), payment("p1", "2026-02-01", 100_000)],
    });
    // Regular-rate interest on the balances the promo months were charged on: Jan 5,000.00 -> 75.00; Feb and
    // Mar 4,000.00 -> 60.00 each; 195.00 in all, charged on Apr 15, before April's interest.
    expect(r.deferred).toEqual({ month: "2026-04", day: "2026-04-15", cents: 19_500 });
    // April: (4,000.00 + 195.00) * 18 % / 12 = 62.925 -> 62.93; May: 4,257.93 -> 63.87; June: 4,321.80 -> 64.83.
    expect(r.interest).toEqual([
      { month: "2026-04", day: "2026-04-15", cents: 6_293 },
      { month: "2026-05", day: "2026-05-15", cents: 6_387 },
      { month: "2026-06", day: "2026-06-15", cents: 6_483 },
    ]);
    expect(r.balanceCents).toBe(400_000 + 19_500 + 6_293 + 6_387 + 6_483);
  });

  it("deferred interest counts as interest for the split of the next payment", () => {
    const r = replayLedger({
      ...PROMO_BASE,
      promo: { ...zeroPromo, deferredInterest: true },
      moves: [opening("2026-01-10", 500_000), payment("p1", "2026-04-16", 30_000)],
    });
    // Deferred 3 x 75.00 = 225.00, then April on 5,225.00: 78.375 -> 78.38; the payment pays 303.38 of interest first.
    expect(r.deferred?.cents).toBe(22_500);
    expect(r.splits.get("p1")).toEqual({ interestCents: 30_000, principalCents: 0 });
  });

  it("paid off by the promo's last month: no deferred interest", () => {
    const r = replayLedger({
      ...PROMO_BASE,
      promo: { ...zeroPromo, deferredInterest: true },
      moves: [opening("2026-01-10", 500_000), payment("p1", "2026-03-20", 500_000)],
    });
    expect(r.deferred).toBeNull();
    expect(r.interest).toEqual([]);
    expect(r.balanceCents).toBe(0);
  });

  it("a charge already recorded is kept as it is, even once the promo is gone", () => {
    const keptDeferred = { month: "2026-04", day: "2026-04-15", cents: 12_345 };
    const r = replayLedger({
      ...PROMO_BASE,
      promo: null,
      keptDeferred,
      kept: [{ month: "2026-04", day: "2026-04-15", cents: 7_685 }],
      moves: [opening("2026-01-10", 500_000)],
    });
    expect(r.deferred).toEqual(keptDeferred);
    expect(r.balanceCents).toBe(500_000 + 12_345 + 7_685);
  });

  it("a promo that ended before the opening changes nothing", () => {
    const r = replayLedger({
      ...PROMO_BASE,
      promo: { aprBps: 0, startsOn: "2025-10", endsOn: "2025-12", deferredInterest: true },
      moves: [opening("2026-01-10", 500_000)],
    });
    const plain = replayLedger({ ...PROMO_BASE, moves: [opening("2026-01-10", 500_000)] });
    expect(r.deferred).toBeNull();
    expect(r.interest).toEqual(plain.interest);
  });
});

describe("replayLedger with a promo that starts after the opening (docs/product-rules.md, The balance ledger)", () => {
  // The audit's example: $1,000.00 at 24 % (2 % a month), opened 2025-01-15 and due on the 15th, so accruals on
  // Feb 15 ... Oct 15. In June, after June 15 was charged, a 0 % deferred-interest promo through September is
  // added: its first month is July, the first month not charged yet.
  const LATE = { aprBps: 2400, accrualDay: 15, openedOn: "2025-01-15", through: "2025-10-20" };
  const latePromo = { aprBps: 0, startsOn: "2025-07", endsOn: "2025-09", deferredInterest: true };
  // Feb-Jun at 24 %, charged before the promo existed: 1,000.00 * 2 % = 20.00; 1,020.00 -> 20.40;
  // 1,040.40 -> 20.808 -> 20.81; 1,061.21 -> 21.2242 -> 21.22; 1,082.43 -> 21.6486 -> 21.65. Balance 1,104.08.
  const FEB_TO_JUN = [
    { month: "2025-02", day: "2025-02-15", cents: 2_000 },
    { month: "2025-03", day: "2025-03-15", cents: 2_040 },
    { month: "2025-04", day: "2025-04-15", cents: 2_081 },
    { month: "2025-05", day: "2025-05-15", cents: 2_122 },
    { month: "2025-06", day: "2025-06-15", cents: 2_165 },
  ];

  it("the worked example: only the promo months' regular-rate interest is deferred, not the months kept before it", () => {
    const r = replayLedger({
      ...LATE,
      promo: latePromo,
      kept: FEB_TO_JUN,
      moves: [opening("2025-01-15", 100_000)],
    });
    // Jul, Aug, Sep at 0 % on 1,104.08, each tallying 1,104.08 * 2 % = 22.0816 -> 22.08: 66.24 deferred (the
    // $104.08 of Feb-Jun, charged already, is not charged again). Oct 15: 1,170.32 * 2 % = 23.4064 -> 23.41.
    expect(r.deferred).toEqual({ month: "2025-10", day: "2025-10-15", cents: 6_624 });
    expect(r.interest).toEqual([...FEB_TO_JUN, { month: "2025-10", day: "2025-10-15", cents: 2_341 }]);
    expect(r.balanceCents).toBe(110_408 + 6_624 + 2_341);
  });

  it("the same when the promo months were charged month by month too (the usual catch-up)", () => {
    const r = replayLedger({
      ...LATE,
      promo: latePromo,
      // The promo months charged nothing at 0 %, so no row was kept for them.
      kept: FEB_TO_JUN,
      moves: [opening("2025-01-15", 100_000)],
      through: "2025-09-20",
    });
    expect(r.deferred).toBeNull();
    const oct = replayLedger({
      ...LATE,
      promo: latePromo,
      kept: r.interest,
      moves: [opening("2025-01-15", 100_000)],
    });
    expect(oct.deferred?.cents).toBe(6_624);
  });

  it("a replay from a backdated day charges the months before the promo's start at the regular rate", () => {
    // A $100.00 payment dated Mar 1 is logged in October: every month from Mar 1 on is charged again; only Feb
    // is kept.
    const r = replayLedger({
      ...LATE,
      promo: latePromo,
      kept: FEB_TO_JUN.slice(0, 1),
      moves: [opening("2025-01-15", 100_000), payment("p", "2025-03-01", 10_000)],
    });
    // 920.00 after the payment. Mar 18.40 -> 938.40; Apr 18.768 -> 18.77 -> 957.17; May 19.1434 -> 19.14 ->
    // 976.31; Jun 19.5262 -> 19.53 -> 995.84. Jul-Sep at 0 %, each tallying 995.84 * 2 % = 19.9168 -> 19.92:
    // 59.76 deferred on Oct 15, then Oct on 1,055.60: 21.112 -> 21.11.
    expect(r.interest).toEqual([
      FEB_TO_JUN[0],
      { month: "2025-03", day: "2025-03-15", cents: 1_840 },
      { month: "2025-04", day: "2025-04-15", cents: 1_877 },
      { month: "2025-05", day: "2025-05-15", cents: 1_914 },
      { month: "2025-06", day: "2025-06-15", cents: 1_953 },
      { month: "2025-10", day: "2025-10-15", cents: 2_111 },
    ]);
    expect(r.deferred).toEqual({ month: "2025-10", day: "2025-10-15", cents: 5_976 });
    expect(r.splits.get("p")).toEqual({ interestCents: 2_000, principalCents: 8_000 });
    expect(r.balanceCents).toBe(99_584 + 5_976 + 2_111);
  });

  it("the deferred charge is decided on the first accrual day after the promo: paid off before it, nothing is deferred", () => {
    const r = replayLedger({
      ...LATE,
      promo: latePromo,
      kept: FEB_TO_JUN,
      moves: [opening("2025-01-15", 100_000), payment("p", "2025-10-10", 110_408)],
    });
    expect(r.deferred).toBeNull();
    expect(r.balanceCents).toBe(0);
  });
});
