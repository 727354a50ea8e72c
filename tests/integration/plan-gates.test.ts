import { POST as createDebtRoute } from "@/app/api/debts/route";
import { GET as exportRoute } from "@/app/api/strategies/latest/export/route";
import { PUT as putPlanRoute } from "@/app/api/plan/route";
import { POST as createTokenRoute } from "@/app/api/tokens/route";
import { requireFeature, planNeededFor, upgradeMessage, type GatedFeature } from "@/lib/billing/gates";
import { PLANS, type PlanId } from "@/lib/billing/plans";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import type { CreatedApiTokenDto } from "@/lib/tokens/types";
import { CookieJar, callRoute, uniqueIp, type CallOptions } from "@/tests/support/route-client";
import { loadRoute, ROUTE_METHODS, routeFiles, routePath } from "@/tests/support/route-modules";
import { signUp } from "@/tests/support/users";
import { month } from "@/tests/support/calendar";

// Every plan gate answers 403 (plan_limit) for a plan below it, on the server. A route that needs a feature as a
// whole declares it in route()'s options (`requires`, lib/api.ts): the walk below reads every route module and
// calls each such handler as a Free user and as one on the cheapest plan with the feature. The debt limit (Free: 1
// debt), the CSV export and the gates that depend on the input (PUT /api/plan) are tested on their own; the flag
// table test covers requireFeature for every flag and plan.

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string } };

const VISA = { name: "Visa", balance: "3000", interestRate: "19.99", minPayment: "90" };
const LOAN = { name: '=Loan, "student"', balance: "1200", interestRate: "4.5", minPayment: "40" };

const addDebt = (jar: CookieJar, debt: object) => callRoute(createDebtRoute, { path: "/api/debts", json: debt, jar });
const exportCsv = (jar: CookieJar, query = "") =>
  callRoute(exportRoute, { path: `/api/strategies/latest/export${query}`, jar });

// Signing up, adding debts and calculating twice per test: on a shared 2-core machine that can pass the 5 s default.
jest.setTimeout(60_000);

describe("routes that declare a plan feature (route()'s `requires`)", () => {
  // The list the walk must find: a route that loses its declaration, or gains one, fails here first.
  const EXPECTED = [
    "GET app/api/payments/export/route.ts csvExport",
    "GET app/api/progress/forecast/route.ts forecasting",
    "GET app/api/strategies/latest/export/route.ts csvExport",
    "GET app/api/strategies/latest/report/route.ts exportReports",
    "PATCH app/api/goals/[id]/route.ts goalsAnalytics",
    "POST app/api/goals/route.ts goalsAnalytics",
    "POST app/api/mcp/route.ts apiAccess",
    "POST app/api/push/subscriptions/[id]/test/route.ts emailReminders",
    "POST app/api/push/subscriptions/route.ts emailReminders",
    "POST app/api/reminders/phone/route.ts smsReminders",
    "POST app/api/reminders/phone/verify/route.ts smsReminders",
    "POST app/api/tokens/route.ts apiAccess",
  ];

  async function gatedHandlers() {
    const found = [];
    for (const file of routeFiles("app/api")) {
      const mod = await loadRoute(file);
      for (const method of ROUTE_METHODS) {
        const handler = mod[method];
        if (handler?.requires) found.push({ file, method, handler, feature: handler.requires });
      }
    }
    return found;
  }

  /** A request the route cannot even parse (malformed JSON on a write), so only the gate can make it a 403. */
  const badRequest = (
    method: string,
    file: string,
    { jar, headers = {} }: { jar?: CookieJar; headers?: Record<string, string> },
  ): CallOptions => ({
    ...routePath(file),
    method,
    jar,
    ...(method === "GET"
      ? { headers }
      : { rawBody: "{oops", headers: { "content-type": "application/json", ...headers } }),
  });

  it("Free: 403 plan_limit with the upgrade message even with a bad body; signed out 401; the plan with it passes", async () => {
    const gated = await gatedHandlers();
    expect(gated.map((g) => `${g.method} ${g.file} ${g.feature}`).sort()).toEqual(EXPECTED);

    const free = await signUp({ prefix: "gates", verified: true });
    const paid = {
      basic: await signUp({ plan: "basic", prefix: "gates", verified: true }),
      pro: await signUp({ plan: "pro", prefix: "gates", verified: true }),
    };
    const created = await callRoute(createTokenRoute, {
      path: "/api/tokens",
      json: { name: "Gates" },
      jar: paid.pro.jar,
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as CreatedApiTokenDto;

    for (const { file, method, handler, feature } of gated) {
      const where = `${method} ${file}`;
      const signedOut = await callRoute(handler, badRequest(method, file, { jar: new CookieJar() }));
      expect([where, signedOut.status]).toEqual([where, 401]);

      const refused = await callRoute(handler, badRequest(method, file, { jar: free.jar }));
      expect([where, refused.status, await refused.json()]).toEqual([
        where,
        403,
        { error: { code: "plan_limit", message: upgradeMessage(feature) } },
      ]);

      const needed = planNeededFor(feature).id as "basic" | "pro";
      const allowed = await callRoute(handler, badRequest(method, file, { jar: paid[needed].jar }));
      expect({ where, status: allowed.status }).not.toEqual({ where, status: 403 });

      // The token API goes through the same gate once the bearer's owner is known (a Free account has no live
      // token to try: API access is Pro, lib/tokens/service.ts).
      if (handler.tokenAccess) {
        const viaToken = await callRoute(
          handler,
          badRequest(method, file, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": uniqueIp() } }),
        );
        // Past the gate and the token checks: the route itself answers the malformed request (the MCP endpoint
        // refuses it as MCP, not with 401 or 403).
        expect([where, [401, 403].includes(viaToken.status)]).toEqual([where, false]);
      }
    }
  });
});

describe("debt limit", () => {
  it("Free: the second debt is 403 plan_limit; Basic and Pro may add more", async () => {
    const free = await signUp({ prefix: "gates" });
    expect((await addDebt(free.jar, VISA)).status).toBe(201);
    const res = await addDebt(free.jar, LOAN);
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("plan_limit");
    expect(body.error.message).toMatch(/Basic or Pro/);

    for (const plan of ["basic", "pro"] as const) {
      const paid = await signUp({ plan, prefix: "gates" });
      expect((await addDebt(paid.jar, VISA)).status).toBe(201);
      expect((await addDebt(paid.jar, LOAN)).status).toBe(201);
    }
  });
});

describe("CSV export of the strategy schedule", () => {
  it("Free: 403 plan_limit naming the plan needed, before anything else is looked at", async () => {
    const { jar } = await signUp({ prefix: "gates" });
    const res = await exportCsv(jar);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "plan_limit",
        message: "CSV export is included in the Basic and Pro plans. Upgrade to Basic to use it.",
      },
    });
  });

  it("Basic and Pro: the schedule as text/csv, one debt or all, with formula-looking names defused", async () => {
    for (const plan of ["basic", "pro"] as const) {
      const { jar, userId } = await signUp({ plan, prefix: "gates" });
      expect((await exportCsv(jar)).status).toBe(404); // no strategy yet
      await addDebt(jar, VISA);
      await addDebt(jar, LOAN);
      const strategy = await calculateWithSavedPlan(
        { id: userId, subscriptionPlan: plan },
        { extraPayment: "100" },
        { writeMessage: async () => "Test message" },
      );

      const all = await exportCsv(jar);
      expect(all.status).toBe(200);
      expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      // The saved plan's schedule by default (docs/product-rules.md "Debt calculator and results").
      expect(all.headers.get("content-disposition")).toBe('attachment; filename="debtwise-my-plan-schedule.csv"');
      const lines = (await all.text()).trimEnd().split("\r\n");
      expect(lines[0]).toBe("Month,Date,Debt,Payment,Interest,Principal,Balance,Promo rate,Deferred interest");
      expect(lines.some((l) => l.includes(`"'=Loan, ""student"""`))).toBe(true);

      const loan = strategy.debts.find((d) => d.name.includes("Loan"))!;
      const one = await exportCsv(jar, `?debtId=${loan.id}&kind=snowball`);
      expect(one.status).toBe(200);
      expect(one.headers.get("content-disposition")).toBe(
        'attachment; filename="debtwise-snowball-loan-student-schedule.csv"',
      );
      const rows = (await one.text()).trimEnd().split("\r\n").slice(1);
      expect(rows.length).toBe(strategy.comparison.snowball.payoffOrder.find((d) => d.id === loan.id)!.payoffMonth);
      expect(rows.every((r) => r.includes("'=Loan"))).toBe(true);
      // The balance column (then the blank promo columns: these debts have no promo).
      expect(rows.at(-1)!.endsWith(",0.00,,")).toBe(true);

      expect((await exportCsv(jar, "?debtId=someone-elses-debt")).status).toBe(404);
      expect((await exportCsv(jar, "?kind=custom")).status).toBe(400);
    }
  });

  it("answers 401 signed out", async () => {
    expect((await exportCsv(new CookieJar())).status).toBe(401);
  });
});

describe("requireFeature follows the plan table for every flag", () => {
  const flags = Object.keys(PLANS[0]!.flags) as GatedFeature[];
  const rank: Record<PlanId, number> = { free: 0, basic: 1, pro: 2 };

  it.each(flags)("%s: 403 plan_limit below the cheapest plan that includes it, allowed from it on", (flag) => {
    const needed = planNeededFor(flag);
    expect(needed.id).not.toBe("free");
    for (const plan of PLANS) {
      const check = () => requireFeature({ subscriptionPlan: plan.id }, flag);
      if (rank[plan.id] >= rank[needed.id]) {
        expect(check).not.toThrow();
        continue;
      }
      let error: unknown;
      try {
        check();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "plan_limit", status: 403 });
      expect((error as AppError).message).toContain(`Upgrade to ${needed.name}`);
    }
  });

  it("Pro-only features are refused to Free and Basic", () => {
    for (const flag of ["smsReminders", "customStrategy", "advancedWhatIf", "forecasting", "exportReports"] as const) {
      expect(planNeededFor(flag).id).toBe("pro");
      for (const plan of ["free", "basic"]) {
        expect(() => requireFeature({ subscriptionPlan: plan }, flag)).toThrow(/included in the Pro plan/);
      }
    }
  });

  it("treats an unknown stored plan as Free", () => {
    expect(() => requireFeature({ subscriptionPlan: "legacy" }, "csvExport")).toThrow(AppError);
  });
});

describe("the more orders and lump sums are custom strategies (Pro)", () => {
  const UPGRADE = "Custom strategies are included in the Pro plan. Upgrade to Pro to use them.";
  const putPlan = (jar: CookieJar, json: unknown) =>
    callRoute(putPlanRoute, { method: "PUT", path: "/api/plan", json, jar });

  it.each(["free", "basic"] as const)(
    "%s: 403 plan_limit for highest_interest_cost, cash_flow_index or any lump sum, and nothing saved",
    async (plan) => {
      const { jar, userId } = await signUp({ plan, prefix: "gates" });
      await addDebt(jar, VISA);
      for (const body of [
        { strategy: "highest_interest_cost", extraPayment: "10" },
        { strategy: "cash_flow_index", extraPayment: "10" },
        { strategy: "avalanche", extraPayment: "10", lumpSums: [{ amount: "500", month: month(1) }] },
        { strategy: "snowball", extraPayment: "10", lumpSums: [{ amount: "-50", month: month(1) }] },
      ]) {
        const res = await putPlan(jar, body);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: { code: "plan_limit", message: UPGRADE } });
      }
      // The default plan the debt made stays as it was: never chosen, avalanche, no lump sums.
      expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({
        strategy: "avalanche",
        savedAt: null,
        lumpSums: [],
      });
      // No lump sums (an empty list) is not a Pro feature.
      expect((await putPlan(jar, { strategy: "avalanche", extraPayment: "10", lumpSums: [] })).status).toBe(200);
    },
  );

  it.each(["free", "basic"] as const)(
    "%s: 403 plan_limit for highest_utilization, like cash_flow_index, and nothing saved",
    async (plan) => {
      const { jar, userId } = await signUp({ plan, prefix: "gates" });
      await addDebt(jar, { ...VISA, creditLimit: "5000" });
      const res = await putPlan(jar, { strategy: "highest_utilization", extraPayment: "10" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: "plan_limit", message: UPGRADE } });
      expect(await db.payoffPlan.findUniqueOrThrow({ where: { userId } })).toMatchObject({
        strategy: "avalanche",
        savedAt: null,
      });
    },
  );

  it("Pro: saves highest_utilization, and the plan answers it", async () => {
    const { jar } = await signUp({ plan: "pro", prefix: "gates" });
    await addDebt(jar, { ...VISA, creditLimit: "5000" });
    const res = await putPlan(jar, { strategy: "highest_utilization", extraPayment: "10" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ strategy: "highest_utilization", customOrder: null });
  });

  it("Pro: saves both orders and lump sums", async () => {
    const { jar } = await signUp({ plan: "pro", prefix: "gates" });
    await addDebt(jar, VISA);
    expect(
      (
        await putPlan(jar, {
          strategy: "cash_flow_index",
          extraPayment: "10",
          lumpSums: [{ amount: "500", month: month(1) }],
        })
      ).status,
    ).toBe(200);
    expect((await putPlan(jar, { strategy: "highest_interest_cost", extraPayment: "10" })).status).toBe(200);
  });
});
