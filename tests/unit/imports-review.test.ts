import {
  actionsFor,
  applyBody,
  applySummary,
  choiceProblem,
  initialChoices,
  mappingProblem,
  rowsNeedingDebt,
} from "@/app/(app)/imports/_components/review-choices";
import type { CsvMapping } from "@/lib/imports/csv";
import type { ImportRowDto } from "@/lib/imports/types";

// The import review's choices (docs/product-rules.md "Importing bank and card files"): where each line starts, which
// lines wait for a debt, what the summary says Apply will write, and the body Apply sends.

function row(rowId: string, amount: string, patch: Partial<ImportRowDto> = {}): ImportRowDto {
  return {
    rowId,
    date: "2026-03-05",
    amount,
    description: rowId,
    kind: "charge",
    suggestedDebtId: "visa",
    reason: "",
    duplicateOf: null,
    beforeOpening: false,
    defaultAction: "charge",
    ...patch,
  };
}

const CARD_FILE = [
  row("r0", "300.00", { kind: "payment", defaultAction: "payment" }),
  row("r1", "-54.21"),
  row("r2", "-31.07", { kind: "interest", defaultAction: "interest" }),
  row("r3", "-39.00", { kind: "fee", defaultAction: "fee" }),
  row("r4", "-18.40", {
    defaultAction: "ignore",
    duplicateOf: { kind: "imported", importId: "i1", date: "2026-03-20", description: "UBER" },
  }),
  row("balance", "-1024.99", { kind: "balance", defaultAction: "balance" }),
];

describe("initialChoices", () => {
  it("starts from the server's suggestion, and a debt's own export's debt when nothing is suggested", () => {
    const choices = initialChoices([row("r0", "-1.00"), row("r1", "-2.00", { suggestedDebtId: null })], "amex");
    expect(choices).toEqual({ r0: { action: "charge", debtId: "visa" }, r1: { action: "charge", debtId: "amex" } });
  });
});

describe("a line waiting for a debt", () => {
  it("cannot be a payment, or anything else but ignored, without a debt", () => {
    expect(choiceProblem({ action: "payment", debtId: null })).toBe(
      "Choose which debt this payment went to, or ignore the line.",
    );
    expect(choiceProblem({ action: "fee", debtId: null })).toMatch(/Choose which debt/);
    expect(choiceProblem({ action: "ignore", debtId: null })).toBeNull();
    expect(choiceProblem({ action: "payment", debtId: "visa" })).toBeNull();
  });

  it("is listed in the file's order", () => {
    const rows = [row("r0", "-1.00"), row("r1", "-2.00"), row("r2", "-3.00")];
    const choices = {
      r0: { action: "payment" as const, debtId: null },
      r1: { action: "ignore" as const, debtId: null },
      r2: { action: "charge" as const, debtId: null },
    };
    expect(rowsNeedingDebt(rows, choices)).toEqual(["r0", "r2"]);
  });
});

describe("applySummary", () => {
  it("totals each debt by what its lines will be, counting sizes whatever the sign, and counts the ignored", () => {
    const summary = applySummary(CARD_FILE, initialChoices(CARD_FILE, "visa"));
    expect(summary).toEqual({
      debts: [
        {
          debtId: "visa",
          paymentsCents: 30000,
          chargesCents: 5421,
          interestCents: 3107,
          feesCents: 3900,
          balanceCents: 102499,
          lines: 5,
        },
      ],
      applying: 5,
      ignored: 1,
      needingDebt: 0,
    });
  });

  it("splits a bank file's payments by debt and leaves out the lines without one", () => {
    const rows = [
      row("r0", "-250.00", { kind: "payment", defaultAction: "payment", suggestedDebtId: "visa" }),
      row("r1", "-212.34", { kind: "payment", defaultAction: "payment", suggestedDebtId: "loan" }),
      row("r2", "-100.00", { kind: "payment", defaultAction: "payment", suggestedDebtId: null }),
    ];
    const summary = applySummary(rows, initialChoices(rows, null));
    expect(summary.debts.map((d) => [d.debtId, d.paymentsCents])).toEqual([
      ["visa", 25000],
      ["loan", 21234],
    ]);
    expect(summary).toMatchObject({ applying: 2, ignored: 0, needingDebt: 1 });
  });

  it("reads a closing balance's credit as nothing owed", () => {
    const rows = [row("balance", "15.00", { kind: "balance", defaultAction: "balance" })];
    expect(applySummary(rows, initialChoices(rows, "visa")).debts[0]?.balanceCents).toBe(0);
  });
});

describe("applyBody", () => {
  it("sends every line with its choice, and no debt for an ignored one", () => {
    const choices = { ...initialChoices(CARD_FILE, "visa"), r1: { action: "ignore" as const, debtId: "visa" } };
    expect(applyBody(CARD_FILE, choices).rows).toEqual([
      { rowId: "r0", action: "payment", debtId: "visa" },
      { rowId: "r1", action: "ignore", debtId: null },
      { rowId: "r2", action: "interest", debtId: "visa" },
      { rowId: "r3", action: "fee", debtId: "visa" },
      { rowId: "r4", action: "ignore", debtId: null },
      { rowId: "balance", action: "balance", debtId: "visa" },
    ]);
  });
});

describe("actionsFor", () => {
  it("offers a card's closing balance only as a balance, a bank's not at all, and a transaction as anything else", () => {
    expect(actionsFor({ rowId: "balance", kind: "balance" })).toEqual(["balance", "ignore"]);
    expect(actionsFor({ rowId: "balance", kind: "other" })).toEqual(["ignore"]);
    expect(actionsFor({ rowId: "r3", kind: "other" })).toEqual(["payment", "charge", "interest", "fee", "ignore"]);
  });
});

describe("mappingProblem", () => {
  const mapping: CsvMapping = {
    skipRows: 1,
    date: 0,
    description: 1,
    amount: 2,
    debit: null,
    credit: null,
    sign: "inflow_positive",
    dateOrder: "mdy",
    signature: "Date,Description,Amount",
  };

  it("accepts distinct columns, one amount or money out and in", () => {
    expect(mappingProblem(mapping)).toBeNull();
    expect(mappingProblem({ ...mapping, amount: null, debit: 2, credit: 3 })).toBeNull();
  });

  it("names a column used twice, and a missing money-in or money-out column", () => {
    expect(mappingProblem({ ...mapping, description: 0 })).toBe("Each of these must be a different column.");
    expect(mappingProblem({ ...mapping, amount: null, debit: 2, credit: null })).toBe(
      "Choose both the money-out and the money-in column.",
    );
  });
});
