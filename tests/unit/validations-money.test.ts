import { AMOUNT_COMMA_MESSAGE, amountText } from "@/lib/money";
import { checkLumpSumRow } from "@/lib/plan/lump-sum-rows";
import { ZCalculatorForm, ZStatement } from "@/lib/validations/debts";
import { ZAddToGoal, ZCreateGoal } from "@/lib/validations/goals";
import { ZLogPayment } from "@/lib/validations/payments";
import { ZSavePlan } from "@/lib/validations/plan";

// How a typed amount is read (lib/money.ts "Typed amounts"): a comma only groups thousands, so "10,00" is refused
// with a message instead of becoming 1000.00, in every money field the forms and the API share.

const BAD_COMMAS = ["10,00", "1,23", "1,2345.00", "1,234,5", ",100", "100,", "1,,000", "1,000,00", "12,34.56"];
const GOOD = [
  ["1,234.56", "1234.56"],
  ["12,345", "12345"],
  ["$1,234,567.89", "1234567.89"],
  [" 1,000 ", "1000"],
  ["10.00", "10.00"],
  ["$ 25", "25"],
  ["-1,500.25", "-1500.25"],
  ["", ""],
] as const;

describe("amountText", () => {
  it.each(GOOD)("reads %j as %j", (typed, text) => {
    expect(amountText(typed)).toBe(text);
  });

  it.each(BAD_COMMAS)("refuses %j", (typed) => {
    expect(amountText(typed)).toBeNull();
  });

  it("leaves text without a comma to the number check", () => {
    expect(amountText("abc")).toBe("abc");
  });
});

/** The field's messages when `amount` is sent for it through `parse`. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-01`;

const debt = (balance: unknown) => ({
  name: "Visa",
  balance,
  interestRate: "20",
  minPayment: "25",
  dueDay: 1,
  debtType: "credit_card",
});

describe("money fields refuse a comma that is not between thousands", () => {
  const schemas: Array<[string, (amount: unknown) => { success: boolean }]> = [
    ["a logged payment", (amount) => ZLogPayment.safeParse({ debtId: "d1", amount, paymentDate: "2026-11-01" })],
    ["money added to a goal", (amount) => ZAddToGoal.safeParse({ amount })],
    [
      "a goal's target and auto-save",
      (amount) => ZCreateGoal.safeParse({ name: "Fund", goalType: "emergency_fund", targetAmount: amount }),
    ],
    ["a debt's balance", (amount) => ZCalculatorForm.safeParse({ debts: [debt(amount)], extraPayment: "" })],
    [
      "the calculator's extra payment",
      (amount) => ZCalculatorForm.safeParse({ debts: [debt("100")], extraPayment: amount }),
    ],
    ["a statement balance", (amount) => ZStatement.safeParse({ balance: amount, date: "2026-11-01" })],
    [
      "a lump sum",
      (amount) => ZSavePlan.safeParse({ strategy: "avalanche", lumpSums: [{ amount, month: NEXT_YEAR }] }),
    ],
  ];

  it.each(schemas)("%s: 10,00 is refused with the message saying how to write it", (_label, parse) => {
    for (const typed of BAD_COMMAS) {
      expect(messages(parse(typed) as never)).toEqual([AMOUNT_COMMA_MESSAGE]);
    }
  });

  it.each(schemas)("%s: thousands separators still work", (_label, parse) => {
    for (const typed of ["1,234.56", "12,345", "$1,000"]) expect(parse(typed).success).toBe(true);
  });

  it("stores what was meant", () => {
    expect(ZLogPayment.parse({ debtId: "d1", amount: "1,234.5", paymentDate: "2026-11-01" }).amount).toBe("1234.50");
    expect(ZLogPayment.parse({ debtId: "d1", amount: "10.00", paymentDate: "2026-11-01" }).amount).toBe("10.00");
    expect(ZCalculatorForm.parse({ debts: [debt("100")], extraPayment: "2,500" }).extraPayment).toBe("2500.00");
  });

  it("the what-if's lump-sum rows say the same", () => {
    const start = { year: 2026, month: 11 };
    expect(checkLumpSumRow({ amount: "10,00", month: "2027-01" }, start)).toMatchObject({
      amountError: AMOUNT_COMMA_MESSAGE,
      lumpSum: null,
    });
    expect(checkLumpSumRow({ amount: "-1,500", month: "2027-01" }, start).lumpSum?.amountCents).toBe(-150000);
  });
});
