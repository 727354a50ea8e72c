import { debtMonths, type MonthRow } from "@/lib/ledger/months";
import { DEFERRED_NOTE_PREFIX } from "@/lib/ledger/rows";

// The statement view's months (docs/product-rules.md "The balance ledger"): each calendar month's lines from the
// ledger's rows, adding up to the cent.

const row = (kind: MonthRow["kind"], day: string, cents: number, note: string | null = null): MonthRow => ({
  kind,
  day,
  cents,
  note,
});

describe("debtMonths", () => {
  it("puts each row on its line, opens each month at the last one's close, newest first, through the month asked", () => {
    const months = debtMonths(
      [
        row("opening", "2026-01-10", 500_000),
        row("interest", "2026-02-01", 7_500),
        row("payment", "2026-02-15", -30_000),
        row("charge", "2026-03-01", 1_234, `${DEFERRED_NOTE_PREFIX}February 2026`),
        row("interest", "2026-03-01", 7_100),
        row("fee", "2026-03-05", 3_500, "Interest and fees from your statement"),
        row("purchase", "2026-03-05", 10_000, "New charges from your statement"),
        row("charge", "2026-03-06", 200),
        row("correction", "2026-03-07", -1_000, "Balance edited"),
      ],
      "2026-04",
    );
    expect(months.map((m) => m.month)).toEqual(["2026-04", "2026-03", "2026-02", "2026-01"]);
    const [april, march, february, january] = months;
    expect(january).toMatchObject({ opening: "5000.00", interest: "0.00", closing: "5000.00", notes: [] });
    expect(february).toMatchObject({ opening: "5000.00", interest: "75.00", payments: "300.00", closing: "4775.00" });
    expect(march).toMatchObject({
      opening: "4775.00",
      interest: "83.34",
      fees: "35.00",
      newCharges: "102.00",
      payments: "0.00",
      corrections: "-10.00",
      closing: "4985.34",
    });
    expect(march!.notes).toEqual([
      { date: "2026-03-05", amount: "35.00", kind: "fee", note: "Interest and fees from your statement" },
      { date: "2026-03-05", amount: "100.00", kind: "purchase", note: "New charges from your statement" },
      { date: "2026-03-07", amount: "-10.00", kind: "correction", note: "Balance edited" },
    ]);
    expect(april).toMatchObject({ opening: "4985.34", closing: "4985.34", interest: "0.00" });
  });

  it("answers no months for a debt without rows", () => {
    expect(debtMonths([], "2026-04")).toEqual([]);
  });
});
