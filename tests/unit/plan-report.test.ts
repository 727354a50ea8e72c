import { PDFDocument } from "@cantoo/pdf-lib";
import { MAX_REPORT_ROWS, REPORT_TITLE, SCHEDULE_COLUMNS, planReportPdf, reportModel } from "@/lib/strategies/report";
import type { PlanSummaryDto, ScheduleMonth, StrategyDto } from "@/lib/strategies/types";

// The PDF plan report (Pro, docs/product-rules.md "Plans and limits"): what it says is checked on the pure model it is
// drawn from; the PDF itself on what the PDF library can read back (a PDF, its title, how many pages).

const money = (n: number) => n.toFixed(2);

/** Two debts paid down evenly over `months` months; the first has a promo rate for its first three months. */
function strategyOver(months: number, overrides: Partial<StrategyDto> = {}): StrategyDto {
  const debts = [
    { id: "d1", name: "Visa", balance: "3000.00", interestRate: "19.99", minPayment: "90.00" },
    { id: "d2", name: "Car loan 🚗", balance: "1200.00", interestRate: "4.50", minPayment: "40.00" },
  ];
  const schedule: ScheduleMonth[] = Array.from({ length: months }, (_, i) => {
    const month = i + 1;
    const left = (start: number) => start * (1 - month / months);
    return {
      month,
      date: `2027-${String((i % 12) + 1).padStart(2, "0")}`,
      totalPayment: money(4200 / months),
      totalBalance: money(left(4200)),
      debts: debts.map((d) => ({
        id: d.id,
        payment: money(Number(d.balance) / months + 10),
        interest: "10.00",
        principal: money(Number(d.balance) / months),
        balance: money(left(Number(d.balance))),
        ...(d.id === "d1" && month <= 3 ? { promo: true } : {}),
      })),
    };
  });
  const plan: PlanSummaryDto = {
    feasible: true,
    months,
    totalInterest: "321.45",
    totalPaid: "4521.45",
    debtFreeDate: schedule.at(-1)!.date,
    payoffOrder: debts.map((d) => ({ id: d.id, name: d.name, payoffMonth: months })),
    reason: null,
    schedule,
  };
  return {
    id: "s1",
    createdAt: "2026-11-25T10:00:00.000Z",
    strategyType: "avalanche",
    savedStrategy: "avalanche",
    totalDebt: "4200.00",
    totalInterest: "321.45",
    payoffTimeMonths: months,
    aiMessage: "Pay the Visa first.\n\nThen the car loan.",
    messageWriter: "local",
    messageDepth: "brief",
    extraPayment: "100.00",
    monthlyBudget: "230.00",
    feasible: true,
    infeasibleReason: null,
    debts,
    comparison: { saved: plan, avalanche: plan, snowball: plan, minimums: { ...plan, totalInterest: "999.00" } },
    interestSavedVsOther: "12.34",
    interestSavedVsMinimums: "677.55",
    warnings: [],
    ...overrides,
  };
}

describe("reportModel", () => {
  it("states the summary numbers, formatted", () => {
    const model = reportModel(strategyOver(12));
    expect(model.title).toBe(REPORT_TITLE);
    expect(model.calculatedOn).toBe("Calculated Nov 25, 2026");
    expect(Object.fromEntries(model.summary)).toEqual({
      "Total debt": "$4,200.00",
      "Monthly budget": "$230.00",
      Strategy: "Avalanche",
      "Debt-free date": "December 2027",
      "Total interest": "$321.45",
      "Interest saved vs minimums": "$677.55",
    });
  });

  it("describes the saved plan and names the recommendation when it is another plan", () => {
    const base = strategyOver(12);
    const saved = { ...base.comparison.saved, totalInterest: "400.00", debtFreeDate: "2028-02", schedule: [] };
    const model = reportModel({ ...base, savedStrategy: "custom", comparison: { ...base.comparison, saved } });
    expect(Object.fromEntries(model.summary)).toMatchObject({
      Strategy: "Custom order",
      "Recommended instead": "Avalanche: $321.45 interest",
      "Debt-free date": "February 2028",
    });
    // The schedule tables are the saved plan's (empty here), not the recommendation's.
    expect(model.debts.every((d) => d.rows.length === 0)).toBe(true);
    expect(model.balances).toEqual([{ month: 0, balance: 4200 }]);
  });

  it("has one schedule table per debt, a row a month, promo months marked", () => {
    const model = reportModel(strategyOver(12));
    expect(SCHEDULE_COLUMNS.slice(0, 6)).toEqual(["Month", "Date", "Payment", "Interest", "Principal", "Balance"]);
    expect(model.debts.map((d) => d.name)).toEqual(["Visa", "Car loan 🚗"]);
    const visa = model.debts[0]!.rows;
    expect(visa).toHaveLength(12);
    expect(visa[0]).toEqual(["1", "Jan 2027", "$260.00", "$10.00", "$250.00", "$2,750.00", "promo"]);
    expect(visa[3]!.at(-1)).toBe("");
    expect(visa.at(-1)![5]).toBe("$0.00");
    expect(model.debts[1]!.rows.every((r) => r[6] === "")).toBe(true);
  });

  it("charts the total balance from the starting debt down to the last month", () => {
    const { balances } = reportModel(strategyOver(12));
    expect(balances[0]).toEqual({ month: 0, balance: 4200 });
    expect(balances).toHaveLength(13);
    expect(balances.at(-1)).toEqual({ month: 12, balance: 0 });
  });

  it("calls the message AI only when a model wrote it", () => {
    expect(reportModel(strategyOver(3)).message).toEqual({
      title: "Your plan in brief",
      paragraphs: ["Pay the Visa first.", "Then the car loan."],
    });
    expect(reportModel(strategyOver(3, { messageDepth: "analysis" })).message!.title).toBe("Your plan analysis");
    expect(reportModel(strategyOver(3, { messageWriter: null })).message!.title).toBe("Your plan in brief");
    expect(reportModel(strategyOver(3, { messageWriter: "model" })).message!.title).toBe("AI insight");
    expect(reportModel(strategyOver(3, { messageWriter: "model", messageDepth: "analysis" })).message!.title).toBe(
      "AI analysis",
    );
    expect(reportModel(strategyOver(3, { aiMessage: null })).message).toBeNull();
  });

  it("says plainly when the plan never pays off", () => {
    const strategy = strategyOver(3, {
      feasible: false,
      infeasibleReason: "Payments don't cover the interest.",
      totalInterest: null,
      interestSavedVsMinimums: null,
    });
    strategy.comparison.saved = { ...strategy.comparison.saved, debtFreeDate: null };
    const model = reportModel(strategy);
    expect(Object.fromEntries(model.summary)).toMatchObject({
      "Debt-free date": "Never, at this budget",
      "Total interest": "n/a",
      "Interest saved vs minimums": "n/a",
    });
    expect(model.warnings).toEqual(["Payments don't cover the interest."]);
  });
});

describe("a long schedule", () => {
  it("prints month by month up to the row limit, then one row a year and each payoff month, with a note", () => {
    const months = Math.ceil(MAX_REPORT_ROWS / 2) + 1; // two debts: just over the limit
    const model = reportModel(strategyOver(months));
    expect(model.scheduleNote).toContain("one row a year");
    const visa = model.debts[0]!.rows.map((r) => Number(r[0]));
    expect(visa.slice(0, 3)).toEqual([1, 13, 25]);
    expect(visa.at(-1)).toBe(months);
    expect(model.debts.reduce((sum, d) => sum + d.rows.length, 0)).toBeLessThanOrEqual(MAX_REPORT_ROWS);
    expect(reportModel(strategyOver(12)).scheduleNote).toBeNull();
  });
});

describe("planReportPdf", () => {
  it("is a PDF titled as the report, with more pages for a longer schedule", async () => {
    const short = await planReportPdf(strategyOver(6));
    expect(Buffer.from(short.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const shortDoc = await PDFDocument.load(short);
    expect(shortDoc.getTitle()).toBe(REPORT_TITLE);

    const long = await PDFDocument.load(await planReportPdf(strategyOver(120)));
    // 240 schedule rows at ~45 a page cannot fit on the short report's pages.
    expect(long.getPageCount()).toBeGreaterThan(shortDoc.getPageCount() + 3);
  });

  it("prints a name the standard fonts cannot encode instead of failing", async () => {
    const strategy = strategyOver(2, {
      debts: [{ id: "d1", name: "信用卡 💳", balance: "3000.00", interestRate: "19.99", minPayment: "90.00" }],
    });
    await expect(planReportPdf(strategy)).resolves.toBeInstanceOf(Uint8Array);
  });
});
