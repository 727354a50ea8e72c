import { rowFingerprints, sameDaySameAmount, typedPaymentFor, type TypedPayment } from "@/lib/imports/duplicates";
import type { ParsedRow } from "@/lib/imports/types";

// Never twice (docs/product-rules.md "Importing bank and card files").

const row = (over: Partial<ParsedRow> = {}): ParsedRow => ({
  index: 0,
  date: "2026-03-10",
  amountCents: -450,
  description: "BLUE BOTTLE COFFEE",
  fitId: null,
  type: null,
  ...over,
});

describe("fingerprints", () => {
  it("are the same for the same line re-exported, even re-spaced or re-cased", () => {
    const [a] = rowFingerprints("acct", [row()]);
    const [b] = rowFingerprints("acct", [row({ index: 7, description: "Blue  Bottle   Coffee" })]);
    expect(a).toBe(b);
  });

  it("differ by account, day, amount and description", () => {
    const [base] = rowFingerprints("acct", [row()]);
    for (const other of [
      rowFingerprints("other", [row()])[0],
      rowFingerprints("acct", [row({ date: "2026-03-11" })])[0],
      rowFingerprints("acct", [row({ amountCents: -451 })])[0],
      rowFingerprints("acct", [row({ description: "PEETS COFFEE" })])[0],
    ])
      expect(other).not.toBe(base);
  });

  it("keep two identical lines of one file apart, and give them back the same on re-import", () => {
    const first = rowFingerprints("acct", [row(), row({ index: 1 })]);
    expect(new Set(first).size).toBe(2);
    // A later, overlapping export with a third coffee that day: the first two are known, the third is new.
    const later = rowFingerprints("acct", [row(), row({ index: 1 }), row({ index: 2 })]);
    expect(later.slice(0, 2)).toEqual(first);
    expect(first).not.toContain(later[2]);
  });

  it("use OFX's FITID when there is one, whatever the description says", () => {
    const [a] = rowFingerprints("acct", [row({ fitId: "T1" })]);
    const [b] = rowFingerprints("acct", [row({ fitId: "T1", description: "BLUE BOTTLE COFFEE #22 OAKLAND" })]);
    const [c] = rowFingerprints("acct", [row({ fitId: "T2" })]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });
});

describe("a payment typed by hand, then imported", () => {
  const typed: TypedPayment[] = [
    { id: "p1", debtId: "d1", amountCents: 25000, date: "2026-03-25" },
    { id: "p2", debtId: "d1", amountCents: 25000, date: "2026-02-25" },
    { id: "p3", debtId: "d2", amountCents: 25000, date: "2026-03-27" },
  ];

  it("is the same debt and amount within five days, the nearest first, each claimed once", () => {
    const claimed = new Set<string>();
    expect(typedPaymentFor({ debtId: "d1", amountCents: 25000, date: "2026-03-27" }, typed, claimed)?.id).toBe("p1");
    expect(claimed).toEqual(new Set(["p1"]));
    // The same line again (a second payment of the same amount that week) finds no other typed payment.
    expect(typedPaymentFor({ debtId: "d1", amountCents: 25000, date: "2026-03-27" }, typed, claimed)).toBeNull();
  });

  it("is not another amount, another debt or a week away", () => {
    const claimed = new Set<string>();
    expect(typedPaymentFor({ debtId: "d1", amountCents: 25001, date: "2026-03-25" }, typed, claimed)).toBeNull();
    expect(typedPaymentFor({ debtId: "d1", amountCents: 25000, date: "2026-03-31" }, typed, claimed)).toBeNull();
    expect(typedPaymentFor({ debtId: "d1", amountCents: 25000, date: "2026-03-30" }, typed, claimed)?.id).toBe("p1");
  });
});

describe("the same day and amount under another description", () => {
  it("asks: a pending line re-worded once posted", () => {
    const imported = [{ id: "i1", date: "2026-03-10", amountCents: -450, description: "PENDING BLUE BOTTLE" }];
    expect(sameDaySameAmount(row(), imported)?.id).toBe("i1");
    expect(sameDaySameAmount(row({ description: "pending  blue bottle" }), imported)).toBeNull();
    expect(sameDaySameAmount(row({ amountCents: -451 }), imported)).toBeNull();
  });
});
