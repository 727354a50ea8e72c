import { signUp } from "@/tests/support/users";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { PATCH as updateDebtRoute } from "@/app/api/debts/[id]/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { GET as getPlanRoute, PUT as putPlanRoute } from "@/app/api/plan/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { db } from "@/lib/db";
import type { ErrorBody } from "@/lib/errors";
import type { PlanDto, ThisMonthDto } from "@/lib/plan/types";
import type { StrategyDto } from "@/lib/strategies/types";
import { month } from "@/tests/support/calendar";
import { logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";

type DebtRow = [name: string, balance: string, interestRate: string, minPayment: string];
type Jar = CookieJar;

// docs/payoff.md C2. With a $300 extra, avalanche and snowball both target Credit Card first and finish in 17 months.
const C2: DebtRow[] = [
  ["Credit Card", "1000", "14.99", "75"],
  ["Student Loan", "7500", "4.75", "150"],
];

const UPGRADE = "Custom strategies are included in the Pro plan. Upgrade to Pro to use them.";
const ORDER_MESSAGE = "The custom order must list each of your open debts exactly once";

const signUpAs = (plan: "free" | "basic" | "pro") => signUp({ plan, prefix: "saved-plan" });

async function addDebts(jar: Jar, rows: DebtRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [name, balance, interestRate, minPayment] of rows) {
    const res = await callRoute(createDebtRoute, {
      path: "/api/debts",
      json: { name, balance, interestRate, minPayment, dueDay: 10 },
      jar,
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

const getPlan = (jar: Jar) => callRoute(getPlanRoute, { path: "/api/plan", jar });
const putPlan = (jar: Jar, json: unknown) => callRoute(putPlanRoute, { method: "PUT", path: "/api/plan", json, jar });
const thisMonth = (jar: Jar) => callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar });
const calculate = (jar: Jar, json: unknown) =>
  callRoute(calculateRoute, { path: "/api/calculate-strategies", json, jar });

async function expect400(res: Response, path: string, message?: string) {
  const body = await expectJson<ErrorBody>(res, 400);
  expect(body.error.code).toBe("bad_request");
  expect(body.error.issues?.[0]).toEqual({ path, message: message ?? expect.any(String) });
}

afterAll(async () => {
  await db.$disconnect();
});

describe("GET and PUT /api/plan", () => {
  it("answers the default plan before any save, and saves nothing for asking", async () => {
    const { jar, userId } = await signUpAs("free");
    expect(await expectJson(await getPlan(jar))).toEqual({
      strategy: "avalanche",
      monthlyBudget: "0.00",
      extraPayment: "0.00",
      customOrder: null,
      lumpSums: [],
      updatedAt: null,
    });
    expect(await db.payoffPlan.count({ where: { userId } })).toBe(0);
  });

  it("saves avalanche or snowball with the extra payment; their order is not kept", async () => {
    const { jar, userId } = await signUpAs("basic");
    const ids = await addDebts(jar, C2);
    const saved = await expectJson<PlanDto>(
      await putPlan(jar, { strategy: "snowball", extraPayment: "$1,300.5", customOrder: ids }),
    );
    expect(saved).toEqual({
      strategy: "snowball",
      monthlyBudget: "1525.50",
      extraPayment: "1300.50",
      customOrder: null,
      lumpSums: [],
      updatedAt: expect.any(String),
    });
    expect(await expectJson(await getPlan(jar))).toEqual(saved);
    expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({
      strategy: "snowball",
      customOrder: [],
    });

    // A blank extra payment is $0, as in the calculator.
    expect(
      await expectJson(await putPlan(jar, { strategy: "avalanche", extraPayment: "", customOrder: null })),
    ).toMatchObject({ strategy: "avalanche", extraPayment: "0.00" });
  });

  it("answers 401 signed out on every route", async () => {
    const jar = new CookieJar();
    for (const res of [
      await getPlan(jar),
      await putPlan(jar, { strategy: "avalanche", extraPayment: "0" }),
      await thisMonth(jar),
    ]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
    }
  });

  it("answers 400 naming the field for a bad strategy, extra payment or custom order", async () => {
    const { jar, userId } = await signUpAs("pro");
    const [card, loan] = await addDebts(jar, C2);
    const paidOff = (await addDebts(jar, [["Paid off", "50", "10", "25"]]))[0]!;
    await logPayment(jar, paidOff, "50");

    await expect400(
      await putPlan(jar, { extraPayment: "10" }),
      "strategy",
      "Strategy must be avalanche, snowball, custom, highest_interest_cost, cash_flow_index or highest_utilization",
    );
    await expect400(await putPlan(jar, { strategy: "minimums", extraPayment: "10" }), "strategy");
    await expect400(
      await putPlan(jar, { strategy: "avalanche", extraPayment: "-5" }),
      "extraPayment",
      "Must be a positive number or zero",
    );
    await expect400(
      await putPlan(jar, { strategy: "custom", extraPayment: "10" }),
      "customOrder",
      "List your debts in the order to pay them",
    );
    await expect400(await putPlan(jar, { strategy: "custom", extraPayment: "10", customOrder: null }), "customOrder");
    await expect400(
      await putPlan(jar, { strategy: "custom", extraPayment: "10", customOrder: [card, card] }),
      "customOrder",
      "Each debt can appear only once in the custom order",
    );
    for (const customOrder of [[card], [loan, card, "no-such-debt"], [loan, card, paidOff], []]) {
      await expect400(
        await putPlan(jar, { strategy: "custom", extraPayment: "10", customOrder }),
        "customOrder",
        ORDER_MESSAGE,
      );
    }
    expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({ savedAt: null });
  });

  it("refuses another user's debt id in a custom order like any unknown id, without naming it", async () => {
    const other = await signUpAs("pro");
    const [theirs] = await addDebts(other.jar, [["Their card", "900", "20", "30"]]);
    const { jar } = await signUpAs("pro");
    const [mine] = await addDebts(jar, [["My card", "800", "19", "25"]]);
    const res = await putPlan(jar, { strategy: "custom", extraPayment: "10", customOrder: [theirs] });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toContain(theirs!);
    expect(JSON.parse(text)).toEqual({
      error: { code: "bad_request", message: ORDER_MESSAGE, issues: [{ path: "customOrder", message: ORDER_MESSAGE }] },
    });
    await expect400(
      await putPlan(jar, { strategy: "custom", extraPayment: "10", customOrder: [mine, theirs] }),
      "customOrder",
      ORDER_MESSAGE,
    );
  });

  it("answers 403 plan_limit for a custom plan on Free and Basic, and saves nothing", async () => {
    for (const plan of ["free", "basic"] as const) {
      const { jar, userId } = await signUpAs(plan);
      const ids = await addDebts(jar, plan === "free" ? C2.slice(0, 1) : C2);
      const res = await putPlan(jar, { strategy: "custom", extraPayment: "300", customOrder: ids.reverse() });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: "plan_limit", message: UPGRADE } });
      // The default plan the debts made stays as it was: never chosen, avalanche.
      expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({
        strategy: "avalanche",
        savedAt: null,
      });
    }
  });

  it("saves a custom plan on Pro; the order follows debts added and paid off later", async () => {
    const { jar } = await signUpAs("pro");
    const [card, loan] = await addDebts(jar, C2);
    const saved = await expectJson<PlanDto>(
      await putPlan(jar, { strategy: "custom", extraPayment: "300", customOrder: [loan, card] }),
    );
    expect(saved).toEqual({
      strategy: "custom",
      monthlyBudget: "525.00",
      extraPayment: "300.00",
      customOrder: [loan, card],
      lumpSums: [],
      updatedAt: expect.any(String),
    });

    // The custom order's target gets the extra this month.
    const month1 = await expectJson<ThisMonthDto>(await thisMonth(jar));
    expect(month1.strategy).toBe("custom");
    expect(month1.debts.map((d) => [d.name, d.planned])).toEqual([
      ["Credit Card", "75.00"],
      ["Student Loan", "450.00"],
    ]);

    const [car] = await addDebts(jar, [["Car", "600", "6", "40"]]);
    expect((await expectJson<PlanDto>(await getPlan(jar))).customOrder).toEqual([loan, card, car]);
    await logPayment(jar, card!, "1000");
    expect((await expectJson<PlanDto>(await getPlan(jar))).customOrder).toEqual([loan, car]);
    // What GET answers can be saved back as is.
    expect(
      (
        await expectJson<PlanDto>(
          await putPlan(jar, { strategy: "custom", extraPayment: "300", customOrder: [car, loan] }),
        )
      ).customOrder,
    ).toEqual([car, loan]);
  });

  it("holds a monthly budget: sent as such or as the extra over today's minimums; below the minimums is a 400", async () => {
    const { jar } = await signUpAs("basic");
    await addDebts(jar, C2); // minimums $225
    expect(await expectJson(await getPlan(jar))).toMatchObject({ monthlyBudget: "225.00", extraPayment: "0.00" });
    expect(await expectJson(await putPlan(jar, { strategy: "avalanche", monthlyBudget: "600" }))).toMatchObject({
      monthlyBudget: "600.00",
      extraPayment: "375.00",
    });
    // Neither number: the stored budget stays (a strategy change alone).
    expect(await expectJson(await putPlan(jar, { strategy: "snowball" }))).toMatchObject({ monthlyBudget: "600.00" });
    expect(
      await expectJson(await putPlan(jar, { strategy: "snowball", monthlyBudget: "325", extraPayment: "100" })),
    ).toMatchObject({ monthlyBudget: "325.00", extraPayment: "100.00" });
    await expect400(
      await putPlan(jar, { strategy: "snowball", monthlyBudget: "325", extraPayment: "50" }),
      "monthlyBudget",
      "The monthly budget and the extra payment disagree: send one of them (the budget includes every minimum)",
    );
    await expect400(
      await putPlan(jar, { strategy: "avalanche", monthlyBudget: "224.99" }),
      "monthlyBudget",
      "The monthly budget must be at least $225.00, the minimums of your open debts",
    );
  });

  it("a debt added adds its minimum to the budget, archiving takes it away, a new minimum moves it; each starts a version", async () => {
    const { jar, userId } = await signUpAs("basic");
    const [card] = await addDebts(jar, C2);
    await expectJson(await putPlan(jar, { strategy: "avalanche", extraPayment: "300" }));
    const [car] = await addDebts(jar, [["Car", "4000", "6", "120"]]);
    expect(await expectJson(await getPlan(jar))).toMatchObject({ monthlyBudget: "645.00", extraPayment: "300.00" });
    const patch = await callRoute(updateDebtRoute, {
      method: "PATCH",
      path: `/api/debts/${car}`,
      params: { id: car! },
      json: { minPayment: "150" },
      jar,
    });
    expect(patch.status).toBe(200);
    expect(await expectJson(await getPlan(jar))).toMatchObject({ monthlyBudget: "675.00", extraPayment: "300.00" });
    // One version a day: the latest change of the day is its projection, from today's balances.
    const versions = await db.planVersion.findMany({ where: { userId } });
    expect(versions).toHaveLength(1);
    const projection = versions[0]!.projection as { startMonth: string; totalBalanceCents: number[] };
    expect(projection.startMonth).toBe(month());
    expect(projection.totalBalanceCents[0]).toBe(1_250_000);
    expect(projection.totalBalanceCents.at(-1)).toBe(0);
    expect(versions[0]!.monthlyBudget.toFixed(2)).toBe("675.00");
    expect(card).toBeDefined();
  });
});

describe("GET /api/plan/this-month", () => {
  it("with a credit limit: the cards' utilization today and the first projected months under 30% and 10%", async () => {
    const { jar } = await signUpAs("basic");
    const [card] = await addDebts(jar, C2);
    await expectJson(await putPlan(jar, { strategy: "avalanche", extraPayment: "300" }));
    const patched = await callRoute(updateDebtRoute, {
      method: "PATCH",
      path: `/api/debts/${card}`,
      json: { creditLimit: "2000" },
      jar,
      params: { id: card! },
    });
    expect(patched.status).toBe(200);
    // The card owes $1,000 of $2,000 (50%) and gets $375 a month: about $625-640 (31-32%) after this month, about
    // $260-270 (13%) after next, paid off the month after. The loan has no limit and never counts.
    expect((await expectJson<ThisMonthDto>(await thisMonth(jar))).utilization).toEqual({
      percent: 50,
      under30: month(1),
      under10: month(2),
    });
  });

  it("a $300 avalanche plan on C2: the target gets its minimum plus $300, the other its minimum; payments follow", async () => {
    const { jar, userId } = await signUpAs("basic");
    const [card, loan] = await addDebts(jar, C2);
    await expectJson(await putPlan(jar, { strategy: "avalanche", extraPayment: "300" }));

    const row = { dueDay: 10, paid: "0.00", paidOff: false };
    expect(await expectJson(await thisMonth(jar))).toEqual({
      month: month(),
      strategy: "avalanche",
      monthlyBudget: "525.00",
      extraPayment: "300.00",
      debts: [
        { debtId: card, name: "Credit Card", planned: "375.00", remaining: "375.00", ...row },
        { debtId: loan, name: "Student Loan", planned: "150.00", remaining: "150.00", ...row },
      ],
      totalPlanned: "525.00",
      totalPaid: "0.00",
      complete: false,
      status: "on_track",
      debtFreeDate: month(16),
      monthsLeft: 17,
      utilization: null,
    });

    // A payment dated this month counts; the plan for the month stays what it was at the month's start.
    await logPayment(jar, card!, "100");
    let now = await expectJson<ThisMonthDto>(await thisMonth(jar));
    expect(now.debts[0]).toMatchObject({ planned: "375.00", paid: "100.00", remaining: "275.00" });
    expect(now).toMatchObject({ totalPlanned: "525.00", totalPaid: "100.00", status: "on_track", monthsLeft: 17 });

    // Paying more than planned leaves nothing remaining (never negative); far ahead of the projection.
    await logPayment(jar, loan!, "1000");
    now = await expectJson<ThisMonthDto>(await thisMonth(jar));
    expect(now.debts[1]).toMatchObject({ planned: "150.00", paid: "1000.00", remaining: "0.00" });
    expect(now).toMatchObject({ totalPaid: "1100.00", status: "ahead" });

    // A payment dated last month is not this month's. (Written directly: through the API a payment cannot be dated
    // before the day the debt's balance was entered, which is today.)
    await db.payment.create({
      data: { debtId: loan!, userId, amount: "10", paymentDate: new Date(`${month(-1)}-15T00:00:00Z`) },
    });
    expect((await expectJson<ThisMonthDto>(await thisMonth(jar))).totalPaid).toBe("1100.00");

    // New charges push the total above the projection.
    const patched = await callRoute(updateDebtRoute, {
      method: "PATCH",
      path: `/api/debts/${loan}`,
      params: { id: loan! },
      json: { balance: "9500" },
      jar,
    });
    expect(patched.status).toBe(200);
    expect((await expectJson<ThisMonthDto>(await thisMonth(jar))).status).toBe("behind");
    expect(await db.payoffPlan.count({ where: { userId } })).toBe(1);
  });

  it("keeps a debt paid off this month, marked, with its payment; its minimum stays in the budget", async () => {
    const { jar, userId } = await signUpAs("basic");
    const [card, loan] = await addDebts(jar, C2);
    await logPayment(jar, card!, "1000"); // closes it
    const answer = await expectJson<ThisMonthDto>(await thisMonth(jar));
    expect(answer).toMatchObject({
      strategy: "avalanche",
      monthlyBudget: "225.00",
      // Its $75 minimum rolls over: the $225 budget less the loan's $150 minimum.
      extraPayment: "75.00",
      totalPlanned: "225.00",
      totalPaid: "1000.00",
      status: "ahead",
      debtFreeDate: expect.stringMatching(/^\d{4}-\d\d$/),
    });
    expect(answer.debts.map((d) => [d.debtId, d.paid, d.remaining, d.paidOff])).toEqual([
      [card, "1000.00", "0.00", true],
      [loan, "0.00", "150.00", false],
    ]);
    expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({ savedAt: null });
  });

  it("says when a plan never pays off, and that nothing is left once every debt is paid", async () => {
    const { jar } = await signUpAs("free");
    const [big] = await addDebts(jar, [["Big", "10000", "24", "150"]]);
    expect(await expectJson(await thisMonth(jar))).toMatchObject({
      debts: [{ debtId: big, planned: "150.00", remaining: "150.00" }],
      debtFreeDate: null,
      monthsLeft: null,
    });
    const fixed = await callRoute(updateDebtRoute, {
      method: "PATCH",
      path: `/api/debts/${big}`,
      params: { id: big! },
      json: { balance: "100" },
      jar,
    });
    expect(fixed.status).toBe(200);
    await logPayment(jar, big!, "100");
    // Paid off this month: its row stays, done; nothing is left to pay, so nothing is owed in any month.
    expect(await expectJson(await thisMonth(jar))).toMatchObject({
      month: month(),
      debts: [{ debtId: big, paid: "100.00", remaining: "0.00", paidOff: true }],
      totalPaid: "100.00",
      complete: true,
      debtFreeDate: null,
      monthsLeft: 0,
    });
  });
});

describe("GET /api/plan/this-month: late payments", () => {
  it("a debt tracked since last month whose due day has come is behind until its planned amount is paid", async () => {
    const { jar } = await signUpAs("free");
    const [card] = await addDebts(jar, [["Card", "1200", "0", "100"]]);
    await callRoute(updateDebtRoute, {
      method: "PATCH",
      path: `/api/debts/${card}`,
      params: { id: card! },
      json: { dueDay: 1 },
      jar,
    });
    expect((await expectJson<ThisMonthDto>(await thisMonth(jar))).status).toBe("on_track"); // added this month: nothing is late yet
    // As if the balance had been entered last month.
    await db.ledgerEntry.updateMany({
      where: { debtId: card!, kind: "opening" },
      data: { effectiveOn: new Date(`${month(-1)}-15T00:00:00Z`) },
    });
    await expectJson(await putPlan(jar, { strategy: "avalanche", extraPayment: "0", customOrder: null }));

    expect(await expectJson<ThisMonthDto>(await thisMonth(jar))).toMatchObject({
      status: "behind",
      debts: [{ planned: "100.00", remaining: "100.00" }],
    });
    await logPayment(jar, card!, "60");
    expect((await expectJson<ThisMonthDto>(await thisMonth(jar))).status).toBe("behind");
    await logPayment(jar, card!, "40");
    expect(await expectJson<ThisMonthDto>(await thisMonth(jar))).toMatchObject({
      status: "on_track",
      debts: [{ remaining: "0.00" }],
    });
  });
});

describe("POST /api/calculate-strategies and the saved plan", () => {
  it("without extraPayment uses the saved plan's extra; one sent is used and saved, the strategy kept", async () => {
    const { jar } = await signUpAs("basic");
    await addDebts(jar, C2);
    await expectJson(await putPlan(jar, { strategy: "snowball", extraPayment: "300" }));

    const dto = await expectJson<StrategyDto>(await calculate(jar, {}));
    expect(dto).toMatchObject({ extraPayment: "300.00", monthlyBudget: "525.00", payoffTimeMonths: 17 });

    expect(await expectJson<StrategyDto>(await calculate(jar, { extraPayment: "100" }))).toMatchObject({
      extraPayment: "100.00",
      totalInterest: "524.01",
    });
    expect(await expectJson(await getPlan(jar))).toMatchObject({ strategy: "snowball", extraPayment: "100.00" });
    expect(await expectJson<StrategyDto>(await calculate(jar, {}))).toMatchObject({ extraPayment: "100.00" });
  });

  it("without a saved plan: no extra means $0 and saves nothing; an extra sent creates an avalanche plan", async () => {
    const { jar, userId } = await signUpAs("basic");
    expect((await calculate(jar, { extraPayment: "120" })).status).toBe(400); // no debts: nothing calculated, nothing saved
    expect(await db.payoffPlan.count({ where: { userId } })).toBe(0);

    // Adding debts gives the user the default plan (its budget their minimums), not yet chosen by them.
    await addDebts(jar, C2);
    expect(await expectJson<StrategyDto>(await calculate(jar, {}))).toMatchObject({ extraPayment: "0.00" });
    expect(await expectJson(await getPlan(jar))).toMatchObject({ monthlyBudget: "225.00", updatedAt: null });

    await expectJson(await calculate(jar, { extraPayment: "120" }));
    expect(await expectJson(await getPlan(jar))).toMatchObject({
      strategy: "avalanche",
      monthlyBudget: "345.00",
      extraPayment: "120.00",
      customOrder: null,
      updatedAt: expect.any(String),
    });
    expect(await db.planVersion.count({ where: { userId } })).toBe(1);
  });
});

describe("the more orders and lump sums in the saved plan (Pro)", () => {
  // On C2 with $300 extra: interest cost (balance x APR) 1,000 x 14.99 < 7,500 x 4.75, so the Student Loan first;
  // cash flow index (balance / minimum) 13.3 < 50, so the Credit Card first.
  it.each([
    ["highest_interest_cost", ["75.00", "450.00"]],
    ["cash_flow_index", ["375.00", "150.00"]],
  ] as const)(
    "saves %s on Pro without keeping an order, and GET answers it; it sets its own order",
    async (strategy, planned) => {
      const { jar, userId } = await signUpAs("pro");
      const ids = await addDebts(jar, C2);
      const saved = await expectJson<PlanDto>(await putPlan(jar, { strategy, extraPayment: "300", customOrder: ids }));
      expect(saved).toEqual({
        strategy,
        monthlyBudget: "525.00",
        extraPayment: "300.00",
        customOrder: null,
        lumpSums: [],
        updatedAt: expect.any(String),
      });
      expect(await expectJson(await getPlan(jar))).toEqual(saved);
      expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({ strategy, customOrder: [] });
      const month1 = await expectJson<ThisMonthDto>(await thisMonth(jar));
      expect(month1.strategy).toBe(strategy);
      expect(month1.debts.map((d) => d.planned)).toEqual(planned);
    },
  );

  it("stores lump sums by month (amounts normalised, signed), answers them, and keeps them on a PUT without lumpSums", async () => {
    const { jar, userId } = await signUpAs("pro");
    await addDebts(jar, C2);
    const lumpSums = [
      { amount: "$1,200", month: month(5) },
      { amount: -150.5, month: month(2) },
      { amount: "500.00", month: month(5) },
    ];
    const saved = await expectJson<PlanDto>(
      await putPlan(jar, { strategy: "avalanche", extraPayment: "300", lumpSums }),
    );
    const stored = [
      { amount: "-150.50", month: month(2) },
      { amount: "1200.00", month: month(5) },
      { amount: "500.00", month: month(5) },
    ];
    expect(saved.lumpSums).toEqual(stored);
    expect((await expectJson<PlanDto>(await getPlan(jar))).lumpSums).toEqual(stored);
    expect((await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).lumpSums).toEqual(stored);

    // Left out: kept. [] removes them. A calculation's extra payment save keeps them too.
    expect(
      (await expectJson<PlanDto>(await putPlan(jar, { strategy: "snowball", extraPayment: "200" }))).lumpSums,
    ).toEqual(stored);
    await expectJson(await calculate(jar, { extraPayment: "250" }));
    expect((await expectJson<PlanDto>(await getPlan(jar))).lumpSums).toEqual(stored);
    expect(
      (await expectJson<PlanDto>(await putPlan(jar, { strategy: "snowball", extraPayment: "200", lumpSums: [] })))
        .lumpSums,
    ).toEqual([]);
  });

  it("this month's plan includes a lump sum dated this month on the target debt; a later one is not in it", async () => {
    const { jar } = await signUpAs("pro");
    const [card, loan] = await addDebts(jar, C2);
    await expectJson(
      await putPlan(jar, {
        strategy: "avalanche",
        extraPayment: "300",
        lumpSums: [
          { amount: "400", month: month() },
          { amount: "900", month: month(1) },
        ],
      }),
    );
    const dto = await expectJson<ThisMonthDto>(await thisMonth(jar));
    // Credit Card: 75 minimum + 300 extra + 400 lump sum; the Student Loan its minimum.
    expect(dto.debts.map((d) => [d.debtId, d.planned])).toEqual([
      [card, "775.00"],
      [loan, "150.00"],
    ]);
    expect(dto.totalPlanned).toBe("925.00");
    // The lump sums bring the debt-free date forward against the same plan without them.
    const withLumps = dto.monthsLeft!;
    await expectJson(await putPlan(jar, { strategy: "avalanche", extraPayment: "300", lumpSums: [] }));
    expect((await expectJson<ThisMonthDto>(await thisMonth(jar))).monthsLeft).toBeGreaterThan(withLumps);
  });

  it("a negative lump sum this month lowers the plan, never below the minimums", async () => {
    const { jar } = await signUpAs("pro");
    await addDebts(jar, C2);
    await expectJson(
      await putPlan(jar, {
        strategy: "avalanche",
        extraPayment: "300",
        lumpSums: [{ amount: "-1000", month: month() }],
      }),
    );
    const dto = await expectJson<ThisMonthDto>(await thisMonth(jar));
    expect(dto.debts.map((d) => d.planned)).toEqual(["75.00", "150.00"]);
  });

  it("answers 400 per lump sum field and saves nothing", async () => {
    const { jar, userId } = await signUpAs("pro");
    await addDebts(jar, C2);
    const put = (lumpSums: unknown) => putPlan(jar, { strategy: "avalanche", extraPayment: "10", lumpSums });
    const amountMessage = "Enter an amount like 500 or -150.25 (not zero, at most 10,000,000)";
    await expect400(await put([{ amount: "0", month: month(1) }]), "lumpSums.0.amount", amountMessage);
    await expect400(await put([{ amount: "12.345", month: month(1) }]), "lumpSums.0.amount", amountMessage);
    await expect400(await put([{ amount: "10000000.01", month: month(1) }]), "lumpSums.0.amount", amountMessage);
    await expect400(await put([{ amount: "-10000000.01", month: month(1) }]), "lumpSums.0.amount", amountMessage);
    await expect400(await put([{ amount: "abc", month: month(1) }]), "lumpSums.0.amount", amountMessage);
    await expect400(await put([{ month: month(1) }]), "lumpSums.0.amount", amountMessage);
    await expect400(
      await put([
        { amount: "5", month: month(1) },
        { amount: "5", month: "2020-01" },
      ]),
      "lumpSums.1.month",
      "Lump sum month cannot be in the past",
    );
    await expect400(
      await put([{ amount: "5", month: `${month(1)}-01` }]),
      "lumpSums.0.month",
      "Use the format YYYY-MM",
    );
    await expect400(await put([{ amount: "5", month: "2030-13" }]), "lumpSums.0.month", "Use the format YYYY-MM");
    await expect400(await put([{ amount: "5" }]), "lumpSums.0.month", "Use the format YYYY-MM");
    await expect400(await put("500"), "lumpSums");
    await expect400(
      await put(Array.from({ length: 61 }, () => ({ amount: "5", month: month(1) }))),
      "lumpSums",
      "At most 60 lump sums",
    );
    expect((await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).lumpSums).toEqual([]);
    // 60 is fine, and so is the largest amount either way.
    const sixty = Array.from({ length: 60 }, (_, i) => ({ amount: i % 2 ? "10000000" : "-10000000", month: month(i) }));
    expect((await expectJson<PlanDto>(await put(sixty))).lumpSums).toHaveLength(60);
  });
});
