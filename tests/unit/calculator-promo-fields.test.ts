import { changedFields, entryFromDebt } from "@/app/(app)/calculator/_components/debts-form";
import type { DebtDto } from "@/lib/debts/types";
import { ZCalculatorForm } from "@/lib/validations/debts";

function yearMonthAhead(months: number): string {
  const now = new Date();
  const index = now.getFullYear() * 12 + now.getMonth() + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function debt(overrides: Partial<DebtDto> = {}): DebtDto {
  return {
    id: "d1",
    name: "Store card",
    balance: "900.00",
    originalBalance: "900.00",
    interestRate: "29.990",
    minPayment: "35.00",
    dueDay: null,
    kind: "credit_card",
    promoRate: "0.000",
    promoEndsOn: yearMonthAhead(6),
    deferredInterest: true,
    creditLimit: null,
    payeeWords: [],
    isClosed: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The entry as the form submits it (the shared schema's output). */
function submitted(entry: ReturnType<typeof entryFromDebt>) {
  const parsed = ZCalculatorForm.parse({ debts: [entry], extraPayment: "0" });
  return parsed.debts[0]!;
}

describe("calculator rows and saved debts", () => {
  it("starts a row from the saved debt's type and running promo", () => {
    expect(entryFromDebt(debt())).toMatchObject({
      kind: "credit_card",
      promoRate: "0",
      promoEndsOn: yearMonthAhead(6),
      deferredInterest: true,
    });
  });

  it("starts without a promo that has already ended, and saving leaves the stored one alone", () => {
    const ended = debt({ promoEndsOn: yearMonthAhead(-1) });
    const entry = entryFromDebt(ended);
    expect(entry).toMatchObject({ promoRate: "", promoEndsOn: "", deferredInterest: false });
    // The ledger may still owe its deferred interest: the row's blank promo is not a change to send.
    expect(changedFields(ended, submitted(entry))).toBeNull();
    expect(changedFields(ended, submitted({ ...entry, promoRate: "3", promoEndsOn: yearMonthAhead(12) }))).toEqual({
      promoRate: "3.000",
      promoEndsOn: yearMonthAhead(12),
      deferredInterest: false,
    });
  });

  it("sends nothing for an unchanged row, only the type when the type changes", () => {
    const saved = debt();
    expect(changedFields(saved, submitted(entryFromDebt(saved)))).toBeNull();
    expect(changedFields(saved, submitted({ ...entryFromDebt(saved), kind: "medical" }))).toEqual({ kind: "medical" });
  });

  it("sends the three promo fields together, null to clear", () => {
    const saved = debt();
    expect(
      changedFields(
        saved,
        submitted({ ...entryFromDebt(saved), promoRate: "", promoEndsOn: "", deferredInterest: false }),
      ),
    ).toEqual({
      promoRate: null,
      promoEndsOn: null,
      deferredInterest: false,
    });
    expect(changedFields(saved, submitted({ ...entryFromDebt(saved), promoRate: "1.5" }))).toEqual({
      promoRate: "1.500",
      promoEndsOn: yearMonthAhead(6),
      deferredInterest: true,
    });
  });
});

describe("the promo rate field", () => {
  const parse = (promoRate: string) =>
    ZCalculatorForm.safeParse({
      debts: [{ ...entryFromDebt(debt()), promoRate }],
      extraPayment: "0",
    });

  it("takes 3 decimals like the APR, and stays below 100 % once rounded to basis points as the engine does", () => {
    expect(parse("99.994").success).toBe(true);
    for (const rate of ["99.995", "99.999", "100"]) {
      const result = parse(rate);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(["Promo rate must be below 100%"]);
    }
  });
});
