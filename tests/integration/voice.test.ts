import { signUp } from "@/tests/support/users";
import { POST as askRoute } from "@/app/api/voice/route";
import { GET as historyRoute } from "@/app/api/voice/history/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import { formatCentsAsDollars } from "@/lib/format";
import {
  calendarMonthOf,
  computePlan,
  monthlyInterestCents,
  parseMoneyToCents,
  parseYearMonth,
  planMonthToCalendar,
  type CalendarMonth,
  type DebtInput,
} from "@/lib/payoff";
import type { ThisMonthDto } from "@/lib/plan/types";
import { VOICE_RATE_LIMIT } from "@/lib/voice/service";
import { QUICK_COMMANDS, VOICE_HISTORY_LIMIT, type VoiceAnswerDto } from "@/lib/voice/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { insertDebt } from "@/tests/support/debts";
import { today } from "@/tests/support/calendar";

// POST /api/voice and GET /api/voice/history through the real handlers, wrapper and PostgreSQL, without an AI
// key (the local matcher answers). The user's data is seeded the way the product creates it: debts and a
// strategy through their routes, a payment through the payment log, a goal row directly.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

// docs/payoff.md's C2: avalanche with $100 extra.
const DEBTS = [
  { name: "Credit Card", balance: "1000", interestRate: "14.99", minPayment: "75" },
  { name: "Student Loan", balance: "7500", interestRate: "4.75", minPayment: "150" },
];

const ask = (jar: CookieJar | undefined, json: unknown) => callRoute(askRoute, { path: "/api/voice", json, jar });
const history = (jar: CookieJar | undefined) => callRoute(historyRoute, { path: "/api/voice/history", jar });

async function askOk(jar: CookieJar, query: string): Promise<VoiceAnswerDto> {
  const res = await ask(jar, { query });
  expect(res.status).toBe(201);
  return (await res.json()) as VoiceAnswerDto;
}

/** "June 2026", formatted independently of the code under test. */
function monthName(m: CalendarMonth): string {
  return new Date(Date.UTC(m.year, m.month - 1, 1)).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A user with C2's debts, a calculated strategy ($100 extra), a $100 payment on the credit card and a goal. */
async function seededUser() {
  const { jar, userId } = await signUp({ plan: "pro", prefix: "voice", firstName: "Val" });
  const debts: DebtDto[] = [];
  for (const debt of DEBTS) {
    const res = await callRoute(createDebtRoute, { path: "/api/debts", json: debt, jar });
    expect(res.status).toBe(201);
    debts.push((await res.json()) as DebtDto);
  }
  const calc = await callRoute(calculateRoute, {
    path: "/api/calculate-strategies",
    json: { extraPayment: "100" },
    jar,
  });
  expect(calc.status).toBe(200);
  const paid = await callRoute(logPaymentRoute, {
    path: "/api/payments/log",
    json: { debtId: debts[0]!.id, amount: "100", paymentDate: today() },
    jar,
  });
  expect(paid.status).toBe(200);
  await db.goal.create({
    data: { userId, name: "Emergency fund", goalType: "emergency_fund", targetAmount: "10000", currentAmount: "2500" },
  });
  return { jar, userId, debts };
}

/** The engine's plan for the seeded user's CURRENT balances (the credit card is down to $900). */
function currentPlan(extraPaymentCents: number) {
  const debts: DebtInput[] = [
    { id: "cc", name: "Credit Card", balanceCents: 90_000, aprPercent: 14.99, minPaymentCents: 7_500 },
    { id: "sl", name: "Student Loan", balanceCents: 750_000, aprPercent: 4.75, minPaymentCents: 15_000 },
  ];
  const startMonth = calendarMonthOf(new Date(), "utc");
  const plan = computePlan({ debts, strategy: "avalanche", extraPaymentCents, startMonth });
  if (!plan.feasible) throw new Error("C2 always pays off");
  return { plan, startMonth };
}

describe("POST /api/voice", () => {
  it("answers the long-standing questions with the user's real numbers, its real score, and stores each answer", async () => {
    const { jar, userId } = await seededUser();
    const questions = [
      "What's my total debt?",
      "When will my next debt be paid off?",
      "What's my current strategy?",
      "What's my payment streak?",
      "How are my goals going?",
      "How much would an extra $200 a month save?",
    ];
    const [totalQ, nextQ, strategyQ, streakQ, goalsQ, extraQ] = questions as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];

    const total = await askOk(jar, totalQ);
    expect(total).toEqual({
      id: expect.any(String),
      query: totalQ,
      response: "Your total debt is $8,400.00 across 2 debts: Credit Card at $900.00 and Student Loan at $7,500.00.",
      confidence: 0.99,
      wordedBy: "assistant",
      executedAction: "total_debt",
      createdAt: expect.any(String),
    });

    const { plan, startMonth } = currentPlan(10_000);
    const cc = plan.debts.find((d) => d.id === "cc")!;
    expect(plan.payoffOrder[0]).toBe("cc");
    const next = await askOk(jar, nextQ);
    expect(next.executedAction).toBe("next_payoff");
    expect(next.response).toBe(
      `Your next debt to be paid off is Credit Card, in ${monthName(planMonthToCalendar(startMonth, cc.payoffMonth))}, ` +
        `after ${cc.payoffMonth} monthly payments on your avalanche plan with $100.00 extra a month. ` +
        `You could be debt-free by ${monthName(plan.debtFreeMonth)}.`,
    );

    // The strategy as calculated (before the payment): docs/payoff.md's C2 numbers.
    const strategy = await askOk(jar, strategyQ);
    expect(strategy.executedAction).toBe("strategy");
    expect(strategy.response).toContain(
      "Your current strategy is avalanche, highest interest first, with $100.00 extra a month.",
    );
    expect(strategy.response).toContain("It pays off $8,500.00 in 28 months");
    expect(strategy.response).toContain(
      "with $524.01 in total interest. Put every extra dollar toward Credit Card first.",
    );

    const streak = await askOk(jar, streakQ);
    expect(streak).toMatchObject({
      executedAction: "streak",
      response: "Your payment streak is 1 day, your longest yet. Keep it going!",
    });

    const goals = await askOk(jar, goalsQ);
    expect(goals).toMatchObject({
      executedAction: "goals",
      response: "You have 1 goal. Emergency Fund: $2,500.00 of $10,000.00, 25%.",
    });

    const extra = await askOk(jar, extraQ);
    expect(extra).toMatchObject({ executedAction: "extra_payment", confidence: 0.95 });

    const stored = await db.voiceQuery.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
    expect(stored.map((r) => [r.query, r.executedAction, r.confidence])).toEqual([
      [totalQ, "total_debt", 0.99],
      [nextQ, "next_payoff", 0.84],
      [strategyQ, "strategy", 0.95],
      [streakQ, "streak", 0.95],
      [goalsQ, "goals", 0.96],
      [extraQ, "extra_payment", 0.95],
    ]);
    expect(stored.map((r) => r.response)).toEqual([total, next, strategy, streak, goals, extra].map((a) => a.response));
  });

  it("what to pay first, a named debt, two debts compared: from the user's debts and saved plan", async () => {
    const { jar } = await seededUser();
    const first = await askOk(jar, "What should I pay first?");
    expect(first).toMatchObject({
      executedAction: "pay_first",
      confidence: 0.92,
      response:
        "Pay Credit Card first on your avalanche plan with $100.00 extra a month: it has the highest interest rate, 14.99%, " +
        "so each extra dollar there saves the most interest. Keep paying the minimums on your other debts and put your $100.00 extra toward Credit Card.",
    });

    // Case and part of the name are enough.
    expect(await askOk(jar, "what's the balance on my CREDIT card")).toMatchObject({
      executedAction: "debt_detail",
      response: "Credit Card has a balance of $900.00.",
    });
    expect((await askOk(jar, "what's the rate on the student loan")).response).toBe(
      "Student Loan's interest rate is 4.75% APR.",
    );
    const { plan, startMonth } = currentPlan(10_000);
    const sl = plan.debts.find((d) => d.id === "sl")!;
    expect((await askOk(jar, "when will the student loan be paid off")).response).toBe(
      `Student Loan: On your avalanche plan with $100.00 extra a month it's paid off in ${monthName(planMonthToCalendar(startMonth, sl.payoffMonth))}, ` +
        `after ${sl.payoffMonth} monthly payments.`,
    );

    // A month of interest on today's balances: $900.00 at 14.99% and $7,500.00 at 4.75%.
    const ccInterest = monthlyInterestCents(90_000, 1499);
    const slInterest = monthlyInterestCents(750_000, 475);
    expect([ccInterest, slInterest]).toEqual([1124, 2969]);
    expect(await askOk(jar, "compare credit card and student loan")).toMatchObject({
      executedAction: "compare_debts",
      response:
        "Credit Card: $900.00 at 14.99% APR, $11.24 of interest a month. Student Loan: $7,500.00 at 4.75% APR, $29.69 of interest a month. " +
        "Student Loan costs more interest each month. Your avalanche plan with $100.00 extra a month pays Credit Card first.",
    });
  });

  it("this month's to-do and the debt-free month are the saved plan's own figures (GET /api/plan/this-month)", async () => {
    const { jar } = await seededUser();
    const month = (await (
      await callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar })
    ).json()) as ThisMonthDto;
    const usd = (amount: string) => formatCentsAsDollars(parseMoneyToCents(amount));
    const left = month.debts.reduce((sum, d) => sum + parseMoneyToCents(d.remaining), 0);
    const rows = month.debts.map(
      (d) => `${d.name} ${usd(d.planned)} planned, ${usd(d.paid)} paid, ${usd(d.remaining)} left`,
    );
    expect(month.debts.map((d) => d.paid)).toEqual(["100.00", "0.00"]);

    expect(await askOk(jar, "What's left to pay this month?")).toMatchObject({
      executedAction: "this_month",
      response:
        `In ${monthName(parseYearMonth(month.month)!)}, on your avalanche plan with $100.00 extra a month, you pay ${usd(month.totalPlanned)}: ` +
        `${rows.join("; ")}. ${formatCentsAsDollars(left)} is left to pay.`,
    });
    expect(await askOk(jar, "When will I be debt-free?")).toMatchObject({
      executedAction: "debt_free",
      response:
        `On your avalanche plan with $100.00 extra a month, you'll be debt-free in ${monthName(parseYearMonth(month.debtFreeDate!)!)}, ` +
        `${month.monthsLeft} monthly payments from now, this month's included.`,
    });
  });

  it("this month's interest: what the ledger charged so far and what is still to come, per debt", async () => {
    const { jar, userId } = await signUp({ prefix: "voice-interest" });
    const now = new Date();
    const opened = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15)).toISOString().slice(0, 10);
    // Charged on the 1st (already this month), and on the 28th (still to come until then).
    const early = await insertDebt(
      {
        data: {
          userId,
          name: "Visa",
          balance: "2000",
          originalBalance: "2000",
          interestRate: "24",
          minPayment: "60",
          dueDay: 1,
        },
      },
      { openedOn: opened },
    );
    const late = await insertDebt(
      {
        data: {
          userId,
          name: "Car Loan",
          balance: "6000",
          originalBalance: "6000",
          interestRate: "6",
          minPayment: "200",
          dueDay: 28,
        },
      },
      { openedOn: opened },
    );

    const answer = await askOk(jar, "How much interest am I paying this month?");
    expect(answer.executedAction).toBe("interest_this_month");

    // Worked out here from the rows themselves.
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const perDebt = await Promise.all(
      [early, late].map(async ({ id }) => {
        const rows = await db.ledgerEntry.findMany({
          where: { debtId: id, kind: "interest", effectiveOn: { gte: monthStart, lt: nextMonth } },
        });
        const debt = await db.debt.findUniqueOrThrow({ where: { id } });
        const charged = rows.reduce((sum, r) => sum + parseMoneyToCents(r.amount.toFixed(2)), 0);
        const bps = Math.round(Number(debt.interestRate) * 100);
        const toCome =
          debt.nextInterestOn && debt.nextInterestOn < nextMonth
            ? monthlyInterestCents(parseMoneyToCents(debt.balance.toFixed(2)), bps)
            : 0;
        return { charged, toCome };
      }),
    );
    const [v, c] = perDebt as [{ charged: number; toCome: number }, { charged: number; toCome: number }];
    expect(v.charged).toBeGreaterThan(0); // the 1st has passed
    const charged = v.charged + c.charged;
    const toCome = v.toCome + c.toCome;
    expect(answer.response).toBe(
      `Your interest in ${monthName(calendarMonthOf(now, "utc"))} is ${formatCentsAsDollars(charged + toCome)}: ${formatCentsAsDollars(charged)} charged so far and ` +
        `${formatCentsAsDollars(toCome)} still to come. By debt: Visa ${formatCentsAsDollars(v.charged + v.toCome)} and Car Loan ${formatCentsAsDollars(c.charged + c.toCome)}.`,
    );
  });

  it("'an extra $200 a month' equals the engine's comparison on top of the user's $100", async () => {
    const { jar } = await seededUser();
    const before = currentPlan(10_000).plan;
    const after = currentPlan(30_000).plan;
    const interestSaved = before.totalInterestCents - after.totalInterestCents;
    const monthsSaved = before.months - after.months;
    expect(interestSaved).toBeGreaterThan(0);
    expect(monthsSaved).toBeGreaterThan(0);

    const answer = await askOk(jar, "How much would an extra $200 a month save?");
    expect(answer.response).toBe(
      `An extra $200.00 a month on top of the $100.00 you already add would save you ${formatCentsAsDollars(interestSaved)} in interest ` +
        `and make you debt-free ${monthsSaved} months sooner, by ${monthName(after.debtFreeMonth)} instead of ${monthName(before.debtFreeMonth)}.`,
    );
    // Spoken forms of the amount are understood too.
    expect((await askOk(jar, "what if i paid 200 dollars more each month")).response).toBe(answer.response);
  });

  it("never shows another user's data", async () => {
    const { jar } = await seededUser();
    const other = await signUp({ plan: "pro", prefix: "voice-other" });
    const res = await callRoute(createDebtRoute, {
      path: "/api/debts",
      json: { name: "Secret Loan", balance: "4321", interestRate: "9", minPayment: "99" },
      jar: other.jar,
    });
    expect(res.status).toBe(201);
    await db.goal.create({
      data: {
        userId: other.userId,
        name: "Investment",
        goalType: "investment",
        targetAmount: "77777",
        currentAmount: "7",
      },
    });

    // One after another: more than 8 at once would meet the cap on one account's writes in flight (lib/api.ts).
    const answers: VoiceAnswerDto[] = [];
    for (const q of [
      ...QUICK_COMMANDS,
      "what's the balance on Secret Loan",
      "compare secret loan and credit card",
      "secret",
    ])
      answers.push(await askOk(jar, q));
    for (const a of answers) {
      expect(a.response).not.toMatch(/Secret Loan|4,321|77,777|Investment/);
    }
    // Their debt's name is not one of ours: it matches nothing, and the question gets no other question's answer.
    expect(answers.at(-3)).toMatchObject({
      executedAction: null,
      confidence: null,
      response: expect.stringMatching(/^I can't answer that yet\. /),
    });
    expect(answers.at(-1)).toMatchObject({ executedAction: null, confidence: null });
    // The same question is answered for its owner.
    expect((await askOk(other.jar, "what's the balance on Secret Loan")).response).toBe(
      "Secret Loan has a balance of $4,321.00.",
    );
    // And the other user hears only their own debt, no goals of ours, no streak.
    expect((await askOk(other.jar, "What's my total debt?")).response).toBe(
      "Your total debt is $4,321.00, all on Secret Loan.",
    );
    expect((await askOk(other.jar, "How are my goals going?")).response).toBe(
      "You have 1 goal. Investment: $7.00 of $77,777.00, 0%.",
    );
    expect((await askOk(other.jar, "What's my payment streak?")).response).toBe(
      "You don't have a payment streak yet. Log a payment to start one.",
    );
  });

  it("a new user without data gets helpful answers, and an unknown question 'I can't answer that yet' without a badge", async () => {
    const { jar } = await signUp({ prefix: "voice-new" });
    expect((await askOk(jar, "What's my total debt?")).response).toBe(
      "You don't have any open debts tracked right now. Add your debts in the calculator and I can answer questions about them.",
    );
    const unknown = await askOk(jar, "Tell me a joke about penguins");
    expect(unknown).toMatchObject({
      executedAction: null,
      confidence: null,
      wordedBy: "assistant",
      response: `I can't answer that yet. Try asking: "What's my total debt?", "How are my goals going?" or "What's my payment streak?".`,
    });
    // The real score is kept with the question.
    expect((await db.voiceQuery.findFirstOrThrow({ where: { id: unknown.id } })).confidence).toBe(0);
  });

  it("masks a full card number in an answer and a question, stored and in the history (a debt named after its card)", async () => {
    const { jar, userId } = await signUp({ prefix: "voice-card", firstName: "Val" });
    await insertDebt({
      data: {
        userId,
        name: "Visa ４１１１ ２２２２ ３３３３ ４４４４",
        balance: "900",
        originalBalance: "900",
        interestRate: "14.99",
        minPayment: "75",
      },
    });
    const answer = await askOk(jar, "what is my total debt? my card is 4111.2222.3333.4444");
    expect(answer.response).toContain("Visa •••• •••• •••• 4444");
    expect(answer.query).toBe("what is my total debt? my card is ••••.••••.••••.4444");
    const stored = await db.voiceQuery.findFirstOrThrow({ where: { userId } });
    expect(`${stored.query} ${stored.response}`.replace(/\D/g, "")).not.toMatch(/41112222|1111/);
    const [listed] = (await (await history(jar)).json()) as VoiceAnswerDto[];
    expect(listed!.response).toBe(answer.response);
  });

  it("stores and answers a question's card number masked when zero-width characters split it", async () => {
    const { jar, userId } = await signUp({ prefix: "voice-hidden-card", firstName: "Val" });
    const answer = await askOk(jar, "what is my total debt? my card is 4111\u200B2222\u00AD3333\u20604444");
    expect(answer.query).toBe("what is my total debt? my card is ••••••••••••4444");
    const stored = await db.voiceQuery.findFirstOrThrow({ where: { userId } });
    expect(stored.query.replace(/\D/g, "")).toBe("4444");
  });

  it("answers 400 for a blank, missing or too long question and stores nothing", async () => {
    const { jar, userId } = await signUp({ prefix: "voice-invalid" });
    for (const json of [{ query: "   " }, {}, { query: "" }]) {
      const res = await ask(jar, json);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "bad_request",
          message: "query: Ask a question",
          issues: [{ path: "query", message: "Ask a question" }],
        },
      });
    }
    const long = await ask(jar, { query: "a".repeat(501) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe("query");
    // 500 characters (after trimming) is fine.
    expect((await ask(jar, { query: ` ${"a".repeat(500)} ` })).status).toBe(201);
    expect(await db.voiceQuery.count({ where: { userId } })).toBe(1);
  });

  it("answers 401 when signed out", async () => {
    const res = await ask(undefined, { query: "What's my total debt?" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
    expect((await history(undefined)).status).toBe(401);
  });

  it("answers 429 past the per-user limit, without affecting other users", async () => {
    const { jar } = await signUp({ prefix: "voice-limit" });
    for (let i = 0; i < VOICE_RATE_LIMIT.limit; i++) {
      expect((await ask(jar, { query: "help" })).status).toBe(201);
    }
    const limited = await ask(jar, { query: "help" });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await signUp({ prefix: "voice-limit-other" });
    expect((await ask(other.jar, { query: "help" })).status).toBe(201);
  });
});

describe("GET /api/voice/history", () => {
  it("answers the user's own questions, newest first", async () => {
    const a = await signUp({ prefix: "voice-hist" });
    const b = await signUp({ prefix: "voice-hist-other" });
    await askOk(a.jar, "What's my total debt?");
    await askOk(b.jar, "What's my payment streak?");
    await askOk(a.jar, "How are my goals going?");
    await askOk(a.jar, "help");

    const res = await history(a.jar);
    expect(res.status).toBe(200);
    const items = (await res.json()) as VoiceAnswerDto[];
    expect(items.map((i) => [i.query, i.executedAction])).toEqual([
      ["help", "help"],
      ["How are my goals going?", "goals"],
      ["What's my total debt?", "total_debt"],
    ]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      query: "help",
      response: expect.stringContaining("I can tell you what to pay first and why"),
      confidence: 0.9,
      wordedBy: "assistant",
      executedAction: "help",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const other = (await (await history(b.jar)).json()) as VoiceAnswerDto[];
    expect(other.map((i) => i.query)).toEqual(["What's my payment streak?"]);
  });

  it("answers an empty list before the first question, and at most the latest 20", async () => {
    const { jar, userId } = await signUp({ prefix: "voice-hist-many" });
    expect(await (await history(jar)).json()).toEqual([]);

    const start = Date.now() - 60_000;
    await db.voiceQuery.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        userId,
        query: `question ${i + 1}`,
        response: "answer",
        confidence: 0.5,
        executedAction: "help",
        createdAt: new Date(start + i * 1000),
      })),
    });
    const items = (await (await history(jar)).json()) as VoiceAnswerDto[];
    expect(items).toHaveLength(VOICE_HISTORY_LIMIT);
    expect(items[0]!.query).toBe("question 25");
    expect(items[19]!.query).toBe("question 6");
  });
});
