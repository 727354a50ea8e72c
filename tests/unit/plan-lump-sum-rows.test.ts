import { checkLumpSumRow, lumpSumDtos, lumpSumsOf, rowsFromDtos } from "@/lib/plan/lump-sum-rows";
import { sameLumpSums } from "@/lib/plan/same-lump-sums";

// The what-if's lump-sum rows (lib/plan/lump-sum-rows.ts): the results screen's editor checks them before the engine runs.

const START = { year: 2026, month: 11 };

describe("what-if lump-sum rows", () => {
  it("ignores a blank row and takes positive and negative amounts", () => {
    expect(checkLumpSumRow({ amount: "", month: "" }, START)).toEqual({
      amountError: null,
      monthError: null,
      lumpSum: null,
    });
    expect(checkLumpSumRow({ amount: "$1,000", month: "2027-04" }, START).lumpSum).toEqual({
      amountCents: 100000,
      month: { year: 2027, month: 4 },
    });
    expect(checkLumpSumRow({ amount: "-150.5", month: "2026-11" }, START).lumpSum).toEqual({
      amountCents: -15050,
      month: START,
    });
  });

  it("explains each problem on its own field", () => {
    expect(checkLumpSumRow({ amount: "", month: "2027-04" }, START).amountError).toMatch(/Enter an amount/);
    expect(checkLumpSumRow({ amount: "abc", month: "2027-04" }, START).amountError).toBe(
      "Enter an amount in dollars, e.g. 500 or -150",
    );
    expect(checkLumpSumRow({ amount: "0", month: "2027-04" }, START).amountError).toBe("Enter an amount other than $0");
    expect(checkLumpSumRow({ amount: "500", month: "" }, START).monthError).toBe("Choose the month");
    expect(checkLumpSumRow({ amount: "500", month: "2026-10" }, START).monthError).toBe("Choose Nov 2026 or later");
    expect(checkLumpSumRow({ amount: "500", month: "2026-13" }, START).monthError).toBe("Use the format YYYY-MM");
    expect(checkLumpSumRow({ amount: "500", month: "2077-01" }, START).monthError).toBe(
      "Choose a month within 50 years",
    );
    expect(checkLumpSumRow({ amount: "-10000000.01", month: "2027-01" }, START).amountError).toBe(
      "Enter an amount of at most $10,000,000",
    );
    expect(checkLumpSumRow({ amount: "10000000", month: "2027-01" }, START).amountError).toBeNull();
  });

  it("collects the usable rows and reports any bad one", () => {
    const rows = [
      { key: 1, amount: "500", month: "2027-04" },
      { key: 2, amount: "", month: "" },
      { key: 3, amount: "-100", month: "2027-01" },
    ];
    const { lumpSums, valid } = lumpSumsOf(rows, START);
    expect(valid).toBe(true);
    expect(lumpSumDtos(lumpSums)).toEqual([
      { amount: "-100.00", month: "2027-01" },
      { amount: "500.00", month: "2027-04" },
    ]);
    expect(lumpSumsOf([...rows, { key: 4, amount: "x", month: "2027-01" }], START).valid).toBe(false);
  });

  it("round-trips saved lump sums and compares them by value", () => {
    const saved = [
      { amount: "500.00", month: "2027-04" },
      { amount: "-12.50", month: "2027-01" },
    ];
    expect(rowsFromDtos(saved, 7)).toEqual([
      { key: 7, amount: "500", month: "2027-04" },
      { key: 8, amount: "-12.50", month: "2027-01" },
    ]);
    expect(
      sameLumpSums(saved, [
        { amount: "-12.5", month: "2027-01" },
        { amount: "500", month: "2027-04" },
      ]),
    ).toBe(true);
    expect(sameLumpSums(saved, [{ amount: "500.00", month: "2027-04" }])).toBe(false);
  });
});
