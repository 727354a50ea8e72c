import { readFileSync } from "node:fs";
import path from "node:path";
import { detectCsvMapping, parseCsv, readCsvRows } from "@/lib/imports/csv";
import { significantWords, suggestRows, type MatchDebt } from "@/lib/imports/matching";
import { parseOfx } from "@/lib/imports/ofx";

// Suggestions for imported lines (docs/product-rules.md "Importing bank and card files"), on the same fixtures as
// imports-parse.test.ts.

const fixture = (name: string) => readFileSync(path.join(__dirname, "..", "fixtures", "imports", name), "utf8");
const csvFile = (name: string) => {
  const rows = readCsvRows(fixture(name));
  return parseCsv(rows, detectCsvMapping(rows));
};

const debts: MatchDebt[] = [
  { id: "chase", name: "Chase Freedom", kind: "credit_card", payeeWords: [], openedOn: "2026-01-01" },
  { id: "discover", name: "Discover it", kind: "credit_card", payeeWords: [], openedOn: "2026-03-01" },
  { id: "navient", name: "Student loan", kind: "student", payeeWords: ["Navient"], openedOn: "2026-03-20" },
  { id: "capone", name: "Quicksilver", kind: "credit_card", payeeWords: ["capital one"], openedOn: "2026-01-01" },
];

describe("significant words", () => {
  it("drops the words every card and bank line shares", () => {
    expect(significantWords("CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224")).toEqual(["chase", "crd", "4760039224"]);
    expect(significantWords("Student loan")).toEqual([]);
  });
});

describe("a checking account's export", () => {
  it("finds payments by the debt's name and payee words, and says why", () => {
    const [chase, payroll, discover, navient, groceries, transfer] = suggestRows(
      csvFile("chase-checking.csv"),
      debts,
      null,
    );
    expect(chase).toEqual({
      kind: "payment",
      debtId: "chase",
      reason: '"CHASE" in the description matches Chase Freedom.',
      beforeOpening: false,
    });
    expect(payroll).toMatchObject({ kind: "other", debtId: null });
    expect(discover).toMatchObject({
      kind: "payment",
      debtId: "discover",
      reason: '"DISCOVER" in the description matches Discover it.',
    });
    // Dated 2026-03-15, five days before the student loan was added.
    expect(navient).toMatchObject({ kind: "payment", debtId: "navient", beforeOpening: true });
    expect(navient?.reason).toBe(
      '"NAVIENT" in the description matches Student loan. Dated before you added Student loan: already in the balance you entered.',
    );
    expect(groceries).toMatchObject({
      kind: "other",
      debtId: null,
      reason: "Spending from the account: not a debt payment.",
    });
    expect(transfer).toMatchObject({ kind: "other", debtId: null });
  });

  it("a payee phrase finds a debt whose name the bank never writes", () => {
    const [capitalOne] = suggestRows(csvFile("wells-fargo-checking.csv"), debts, null);
    expect(capitalOne).toMatchObject({
      kind: "payment",
      debtId: "capone",
      reason: '"CAPITAL ONE" in the description matches Quicksilver.',
    });
  });

  it("asks instead of guessing when two debts match equally, or none does", () => {
    const twoChase: MatchDebt[] = [
      ...debts,
      { id: "chase2", name: "Chase Sapphire", kind: "credit_card", payeeWords: [], openedOn: "2026-01-01" },
    ];
    const row = {
      index: 0,
      date: "2026-03-27",
      amountCents: -25000,
      description: "CHASE CREDIT CRD AUTOPAY",
      fitId: null,
      type: null,
    };
    expect(suggestRows({ rows: [row] }, twoChase, null)[0]).toMatchObject({
      kind: "payment",
      debtId: null,
      reason: "The description matches Chase Freedom and Chase Sapphire: choose which one.",
    });
    const unknown = { ...row, description: "SYNCHRONY BANK PAYMENT" };
    expect(suggestRows({ rows: [unknown] }, debts, null)[0]).toMatchObject({ kind: "payment", debtId: null });
  });
});

describe("a card's own export", () => {
  it("payments, charges, interest and fees from the description (CSV)", () => {
    const kinds = suggestRows(csvFile("amex-card.csv"), debts, "chase").map((s) => [s.kind, s.debtId]);
    expect(kinds).toEqual([
      ["payment", "chase"],
      ["charge", "chase"],
      ["charge", "chase"],
      ["interest", "chase"],
      ["fee", "chase"],
      ["charge", "chase"],
    ]);
  });

  it("OFX transaction types, and a refund that is not a payment", () => {
    const file = parseOfx(fixture("citi-card.qfx"));
    expect(suggestRows(file, debts, "capone").map((s) => s.kind)).toEqual(["payment", "charge", "fee"]);
    const refund = suggestRows(csvFile("capital-one-card.csv"), debts, "capone")[3];
    expect(refund).toMatchObject({ kind: "other", debtId: "capone" });
    const discover = suggestRows(parseOfx(fixture("discover-card.ofx")), debts, "discover");
    expect(discover.map((s) => s.kind)).toEqual(["payment", "charge", "interest"]);
  });
});
