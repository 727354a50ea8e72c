import { groundingProblems } from "@/lib/coach/numbers";
import type { CoachToolCall } from "@/lib/coach/tools";

// The coach's number check (lib/coach/numbers.ts): every amount and month an answer states is among the turn's tool
// outputs, however it is written.

const calls: CoachToolCall[] = [
  {
    tool: "debt_free_date",
    input: {},
    output: { hasDebts: true, debtFreeMonth: "2027-09", monthsLeft: 11, extraPerMonth: "150.00" },
  },
  {
    tool: "interest_cost",
    input: {},
    output: { paidToDate: "1234.56", toPay: [{ total: "80.00", day: "2026-12-15" }], saved: "-12.30" },
  },
];

it("passes an answer whose amounts and months are all in the outputs, however written", () => {
  const answer =
    "You'll be debt-free in September 2027 (Sep 2027, 2027-09). You've paid $1,234.56 so far, $80 is left in " +
    "December 2026 (Dec 15, 2026), your extra is $150.00, and the change costs $12.30.";
  expect(groundingProblems(answer, calls)).toEqual([]);
});

it("names every amount no tool returned", () => {
  expect(groundingProblems("You'd save $1,234.57, about $900 or $1.2k.", calls)).toEqual([
    "$1,234.57 is in no tool output",
    "$900 is in no tool output",
    "$1.2 is in no tool output",
  ]);
});

it("names every month no tool returned, named or numbered", () => {
  expect(groundingProblems("Debt-free by October 2027, or March 3, 2028, or 2029-01.", calls)).toEqual([
    "October 2027 is in no tool output",
    "March 3, 2028 is in no tool output",
    "2029-01 is in no tool output",
  ]);
});

it("finds nothing to check in an answer without figures, and everything unchecked without tool calls", () => {
  expect(groundingProblems("Pay the Visa first: it has your highest rate.", [])).toEqual([]);
  expect(groundingProblems("You owe $10.00 by May 2027.", [])).toEqual([
    "$10.00 is in no tool output",
    "May 2027 is in no tool output",
  ]);
});

it("does not read a month in ordinary words or a bare year", () => {
  expect(groundingProblems("Decide by 2027 whether to mark 2028 in your calendar.", calls)).toEqual([]);
});
