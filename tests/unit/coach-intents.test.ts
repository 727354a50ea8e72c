import { findMonth, matchIntent, parseAmountCents } from "@/lib/voice/intents";

// The coach engine's matcher (lib/voice/intents.ts) on how people ask: the three questions it used to answer with
// another question's answer, typos and shorthand, amounts and months said several ways, debt names misspelled.

const DEBTS = [
  { id: "chase", name: "Chase Freedom" },
  { id: "sl", name: "Student Loan" },
  { id: "car", name: "Honda Car Loan" },
];
const NOVEMBER_2026 = { year: 2026, month: 11 };
const match = (q: string) => matchIntent(q, DEBTS, NOVEMBER_2026);

describe("the questions it used to answer wrongly", () => {
  it("'What should I pay this month?' is this month's payments, not its interest", () => {
    expect(match("What should I pay this month?").intent).toBe("this_month");
    expect(match("How much interest am I paying this month?").intent).toBe("interest_this_month");
  });

  it("interest paid so far is the interest to date, not one month's", () => {
    for (const q of [
      "How much interest did I pay so far?",
      "how much intrest have i paid",
      "What is the total amount of interest I have paid on all of my debts since I started tracking them?",
    ])
      expect(match(q)).toMatchObject({ intent: "interest_to_date", slots: {} });
    expect(match("how much interest has chase cost me so far")).toMatchObject({
      intent: "interest_to_date",
      slots: { debtIds: ["chase"] },
    });
  });

  it("'whens my chase promo end' is the promo of the debt named like Chase", () => {
    expect(match("whens my chase promo end")).toMatchObject({ intent: "promo_end", slots: { debtIds: ["chase"] } });
    expect(match("When does the promotional rate on my Chase card expire?")).toMatchObject({
      intent: "promo_end",
      slots: { debtIds: ["chase"] },
    });
    expect(match("when do my promos end")).toMatchObject({ intent: "promo_end", slots: {} });
  });
});

describe("entities", () => {
  it.each([
    ["$1,200", 120_000],
    ["1200 dollars", 120_000],
    ["1.2k", 120_000],
    ["$2k", 200_000],
    ["an extra 150.50", 15_050],
  ])("reads %s as %d cents", (text, cents) => {
    expect(parseAmountCents(`what if I pay ${text} more`)).toBe(cents);
  });

  it.each([
    ["in April", "2027-04"],
    ["in december", "2026-12"],
    ["in November", "2026-11"],
    ["next month", "2026-12"],
    ["in 2027-04", "2027-04"],
    ["in April 2028", "2028-04"],
  ])("reads %s as %s", (text, month) => {
    expect(findMonth(`put 500 toward it ${text.toLowerCase()}`, NOVEMBER_2026)?.month).toBe(month);
  });

  it("finds a debt by a misspelled name", () => {
    expect(match("whens my chsae promo end").slots.debtIds).toEqual(["chase"]);
    expect(match("what's the balance on my studnet loan").slots.debtIds).toEqual(["sl"]);
  });
});

describe("the what-ifs and the rest of the coach's questions", () => {
  it.each<[string, string, Record<string, unknown>]>([
    ["What if I put a $1,200 bonus toward my debt in April?", "lump_sum", { amountCents: 120_000, month: "2027-04" }],
    ["if i throw 1.2k at it next month", "lump_sum", { amountCents: 120_000, month: "2026-12" }],
    ["what if I pay $200 extra every month", "extra_payment", { extraPaymentCents: 20_000 }],
    ["what if i switched to snowball", "order_what_if", { strategy: "snowball" }],
    ["What if my Chase promo ended in January?", "promo_what_if", { debtIds: ["chase"], month: "2027-01" }],
    ["help me write a negotiation letter for chase", "negotiate", { debtIds: ["chase"] }],
    ["am I on track with my plan", "on_track", {}],
    ["What should I pay first?", "pay_first", {}],
    ["when will i be debt free", "debt_free", {}],
  ])("%s -> %s", (q, intent, slots) => {
    expect(match(q)).toMatchObject({ intent, slots });
  });

  it("an unknown question matches nothing", () => {
    expect(match("what's the weather in Paris").intent).toBeNull();
  });
});
