import { PDFDocument } from "@cantoo/pdf-lib";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { GET as exportPaymentsRoute } from "@/app/api/payments/export/route";
import { POST as logRoute } from "@/app/api/payments/log/route";
import { GET as reportRoute } from "@/app/api/strategies/latest/report/route";
import { db } from "@/lib/db";
import { REPORT_TITLE } from "@/lib/strategies/report";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { today } from "@/tests/support/calendar";

// Exports by plan (docs/product-rules.md "Plans and limits"). Basic gets the CSVs (schedule: plan-gates.test.ts;
// payments: here), Pro also the PDF plan report. Each gate answers before anything is read.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string } };
type Plan = "free" | "basic" | "pro";

const VISA = { name: "Visa", balance: "3000", interestRate: "19.99", minPayment: "90" };
const LOAN = { name: "Car loan", balance: "1200", interestRate: "4.5", minPayment: "40" };
const exportPayments = (jar: CookieJar) => callRoute(exportPaymentsRoute, { path: "/api/payments/export", jar });
const report = (jar: CookieJar) => callRoute(reportRoute, { path: "/api/strategies/latest/report", jar });

async function addDebt(jar: CookieJar, debt: object): Promise<string> {
  const res = await callRoute(createDebtRoute, { path: "/api/debts", json: debt, jar });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function expectPlanLimit(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(403);
  expect(((await res.json()) as ErrorBody).error).toEqual({ code: "plan_limit", message });
}

describe("GET /api/payments/export", () => {
  it("Free: 403 plan_limit with the upgrade message", async () => {
    const { jar } = await signUp({ prefix: "exp-pay-free" });
    await expectPlanLimit(
      await exportPayments(jar),
      "CSV export is included in the Basic and Pro plans. Upgrade to Basic to use it.",
    );
  });

  it.each(["basic", "pro"] as const)("%s: 200 text/csv of the user's payments", async (plan) => {
    const { jar } = await signUp({ plan, prefix: `exp-pay-${plan}` });
    const debtId = await addDebt(jar, VISA);
    const logged = await callRoute(logRoute, {
      path: "/api/payments/log",
      json: { debtId, amount: "120.00", paymentDate: today() },
      jar,
    });
    expect(logged.status).toBe(200);
    const res = await exportPayments(jar);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="debtwise-payments.csv"');
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date,Debt,Amount,Interest,Principal,Note");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",Visa,120.00,");
  });

  it("answers 401 signed out", async () => {
    expect((await exportPayments(new CookieJar())).status).toBe(401);
  });
});

describe("GET /api/strategies/latest/report", () => {
  async function withStrategy(plan: Plan) {
    const user = await signUp({ plan, prefix: `exp-rep-${plan}` });
    await addDebt(user.jar, VISA);
    if (plan !== "free") await addDebt(user.jar, LOAN);
    await calculateWithSavedPlan(
      { id: user.userId, subscriptionPlan: plan },
      { extraPayment: "100" },
      { writeMessage: async () => "Pay the Visa first." },
    );
    return user;
  }

  it.each(["free", "basic"] as const)("%s: 403 plan_limit naming Pro, even with a strategy", async (plan) => {
    const { jar } = await withStrategy(plan);
    await expectPlanLimit(
      await report(jar),
      "The PDF plan report is included in the Pro plan. Upgrade to Pro to use it.",
    );
  });

  it("Pro: 200 application/pdf attachment of the latest strategy", async () => {
    const { jar } = await withStrategy("pro");
    const res = await report(jar);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="debtwise-plan-report.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(REPORT_TITLE);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("Pro without a strategy: 404", async () => {
    const { jar } = await signUp({ plan: "pro", prefix: "exp-rep-none" });
    const res = await report(jar);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe("not_found");
  });

  it("answers 401 signed out", async () => {
    expect((await report(new CookieJar())).status).toBe(401);
  });
});
