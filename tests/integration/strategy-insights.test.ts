/**
 * "Advanced AI insights" (docs/product-rules.md "Plans and limits") and honest labels: Free keeps the short message,
 * Basic and Pro get the longer analysis built from their own records, and every strategy records who wrote its message
 * (only a model's text may be called AI on screen).
 */
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { GET as latestRoute } from "@/app/api/strategies/latest/route";
import { GET as latestSummaryRoute } from "@/app/api/strategies/latest/summary/route";
import type { MessageDepth, StrategyFacts } from "@/lib/strategies/message/types";
import { db } from "@/lib/db";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import type { StrategyDto, StrategySummaryDto } from "@/lib/strategies/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

async function withDebts(plan: "free" | "basic" | "pro") {
  const user = await signUp({ plan, prefix: "insights", firstName: "Ines" });
  const debts =
    plan === "free"
      ? [{ name: "Visa", balance: "5000", interestRate: "24.99", minPayment: "150", kind: "credit_card" }]
      : [
          { name: "Visa", balance: "5000", interestRate: "24.99", minPayment: "150", kind: "credit_card" },
          { name: "Car", balance: "9000", interestRate: "6.5", minPayment: "250", kind: "auto" },
          {
            name: "Store",
            balance: "800",
            interestRate: "27.99",
            minPayment: "35",
            promoRate: "0",
            promoEndsOn: monthFromNow(4),
            deferredInterest: true,
          },
        ];
  const ids: string[] = [];
  for (const d of debts) {
    const res = await callRoute(createDebtRoute, { path: "/api/debts", json: d, jar: user.jar });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return { ...user, ids };
}

function monthFromNow(offset: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

const calculate = async (jar: CookieJar) => {
  const res = await callRoute(calculateRoute, {
    path: "/api/calculate-strategies",
    json: { extraPayment: "100" },
    jar,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StrategyDto;
};

describe("the strategy message by plan", () => {
  it("Free gets the short message, written locally without a key, and says so", async () => {
    const { jar } = await withDebts("free");
    const dto = await calculate(jar);
    expect(dto.messageDepth).toBe("brief");
    expect(dto.messageWriter).toBe("local");
    expect(dto.aiMessage!.split("\n\n")).toHaveLength(1);
    const summary = (await (
      await callRoute(latestSummaryRoute, { path: "/api/strategies/latest/summary", jar })
    ).json()) as StrategySummaryDto;
    expect(summary).toMatchObject({ messageDepth: "brief", messageWriter: "local" });
  });

  it.each(["basic", "pro"] as const)("%s gets the longer analysis from its own records", async (plan) => {
    const { jar, ids } = await withDebts(plan);
    // A payment dated last month, so the analysis can say what it did.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 10))
      .toISOString()
      .slice(0, 10);
    await db.ledgerEntry.updateMany({
      where: { debtId: ids[0] },
      data: { effectiveOn: new Date(`${lastMonth.slice(0, 7)}-01T00:00:00Z`) },
    });
    const paid = await callRoute(logPaymentRoute, {
      path: "/api/payments/log",
      json: { debtId: ids[0], amount: "200", paymentDate: lastMonth },
      jar,
    });
    expect(paid.status).toBe(200);

    const dto = await calculate(jar);
    expect(dto.messageDepth).toBe("analysis");
    expect(dto.messageWriter).toBe("local");
    const paragraphs = dto.aiMessage!.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(dto.aiMessage).toContain("promotional rate ends in");
    expect(dto.aiMessage).toMatch(/Visa \(24\.99% APR, about \$[\d.,]+ of interest a month\)/);
    // Store's 0 % promo is still running: no letter asking for a lower rate until it ends, and the analysis says when.
    expect(dto.aiMessage).not.toContain("Store (27.99% APR");
    expect(dto.aiMessage).toMatch(
      /Store is at a 0(\.00)?% promotional rate until the end of \w+ \d{4}, so there is no lower rate to ask for yet; after that its rate goes to 27\.99%/,
    );
    expect(dto.aiMessage).not.toContain("Car (");
    expect(dto.aiMessage).toMatch(
      /you logged 1 payment totalling \$200\.00: \$[\d.]+ went to interest and \$[\d.]+ to principal/,
    );
    expect(dto.aiMessage).not.toMatch(/\bAI\b/);
    const full = (await (await callRoute(latestRoute, { path: "/api/strategies/latest", jar })).json()) as StrategyDto;
    expect(full).toMatchObject({ messageDepth: "analysis", messageWriter: "local", aiMessage: dto.aiMessage });
  });

  it("records a model's message as the model's, and passes the depth the plan allows", async () => {
    const { userId } = await withDebts("basic");
    const seen: { depth: MessageDepth; facts: StrategyFacts }[] = [];
    const dto = await calculateWithSavedPlan(
      { id: userId, subscriptionPlan: "basic" },
      { extraPayment: "0.00" },
      {
        writeMessage: async (facts, depth) => (
          seen.push({ facts, depth }),
          { text: "A model wrote this.", writer: "model" }
        ),
      },
    );
    expect(seen[0]!.depth).toBe("analysis");
    expect(seen[0]!.facts.analysis!.order).toEqual(["Store", "Visa", "Car"]);
    expect(seen[0]!.facts.analysis!.lastMonth).toBeNull();
    expect(dto.messageWriter).toBe("model");
    const row = await db.strategy.findUniqueOrThrow({ where: { id: dto.id } });
    expect([row.messageWriter, row.messageDepth]).toEqual(["model", "analysis"]);

    const free = await calculateWithSavedPlan(
      { id: userId, subscriptionPlan: "free" },
      { extraPayment: "0.00" },
      {
        writeMessage: async (facts, depth) => (seen.push({ facts, depth }), "plain"),
      },
    );
    expect(seen[1]!.depth).toBe("brief");
    expect(seen[1]!.facts.analysis).toBeUndefined();
    expect(free.messageWriter).toBe("local");
  });

  it("a strategy stored before the writer was recorded says so (null), never model", async () => {
    const { jar } = await withDebts("free");
    const dto = await calculate(jar);
    await db.strategy.update({ where: { id: dto.id }, data: { messageWriter: null, messageDepth: null } });
    const full = (await (await callRoute(latestRoute, { path: "/api/strategies/latest", jar })).json()) as StrategyDto;
    expect(full.messageWriter).toBeNull();
    expect(full.messageDepth).toBe("brief");
  });
});

describe("after a downgrade the stored analysis is not shown", () => {
  const latest = async (jar: CookieJar) =>
    (await (await callRoute(latestRoute, { path: "/api/strategies/latest", jar })).json()) as StrategyDto;
  const latestSummary = async (jar: CookieJar) =>
    (await (
      await callRoute(latestSummaryRoute, { path: "/api/strategies/latest/summary", jar })
    ).json()) as StrategySummaryDto;
  const setPlan = (userId: string, subscriptionPlan: "free" | "basic" | "pro") =>
    db.user.update({ where: { id: userId }, data: { subscriptionPlan } });

  it("on Free, the latest strategy answers the short message written beside the analysis; upgrading brings it back", async () => {
    const { jar, userId } = await withDebts("basic");
    const dto = await calculate(jar);
    expect(dto.messageDepth).toBe("analysis");
    // The local analysis opens with the short message of the same facts.
    const brief = dto.aiMessage!.split("\n\n")[0]!;

    await setPlan(userId, "free");
    const short = { aiMessage: brief, messageWriter: "local", messageDepth: "brief" };
    expect(await latest(jar)).toMatchObject(short);
    expect(await latestSummary(jar)).toMatchObject(short);

    await setPlan(userId, "pro");
    const analysis = { aiMessage: dto.aiMessage, messageWriter: "local", messageDepth: "analysis" };
    expect(await latest(jar)).toMatchObject(analysis);
    expect(await latestSummary(jar)).toMatchObject(analysis);
  });

  it("a model's analysis is replaced by the local short message, never shown as the model's", async () => {
    const { jar, userId } = await withDebts("basic");
    await calculateWithSavedPlan(
      { id: userId, subscriptionPlan: "basic" },
      { extraPayment: "0.00" },
      { writeMessage: async () => ({ text: "A model wrote this long analysis.", writer: "model" }) },
    );
    await setPlan(userId, "free");
    for (const answer of [await latest(jar), await latestSummary(jar)]) {
      expect(answer).toMatchObject({ messageWriter: "local", messageDepth: "brief" });
      expect(answer.aiMessage).not.toContain("A model wrote this");
      expect(answer.aiMessage!.split("\n\n")).toHaveLength(1);
    }
  });

  it("an analysis stored without its short message (before this rule) shows no message on Free", async () => {
    const { jar, userId } = await withDebts("basic");
    const dto = await calculate(jar);
    await db.strategy.update({ where: { id: dto.id }, data: { briefMessage: null } });
    await setPlan(userId, "free");
    const none = { aiMessage: null, messageWriter: null, messageDepth: "brief" };
    expect(await latest(jar)).toMatchObject(none);
    expect(await latestSummary(jar)).toMatchObject(none);
  });

  it("a short message is not stored twice: a Free calculation keeps no second copy", async () => {
    const { jar } = await withDebts("free");
    const dto = await calculate(jar);
    expect((await db.strategy.findUniqueOrThrow({ where: { id: dto.id } })).briefMessage).toBeNull();
  });
});
