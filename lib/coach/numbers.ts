import type { CoachToolCall } from "./tools";

// docs/product-rules.md "Coach chat": an answer never carries a figure the engine did not compute.

const MONTHS = "January February March April May June July August September October November December".split(" ");
const MONTH_NAME = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})\\.?`;

const MONEY = /\$\s?(\d[\d,]*(?:\.\d+)?)/g;
/** "March 2027", "Mar 2027", "March 15, 2027", "2027-03", "2027-03-15". */
const NAMED_MONTH = new RegExp(`\\b${MONTH_NAME}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?,?)?\\s+(\\d{4})\\b`, "gi");
const ISO_MONTH = /\b(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?\b/g;

function outputStrings(calls: readonly CoachToolCall[]): string[] {
  const strings: string[] = [];
  JSON.stringify(
    calls.map((c) => c.output),
    (_key, value: unknown) => {
      if (typeof value === "string") strings.push(value);
      return value;
    },
  );
  return strings;
}

/** "1,200" -> "1200.00"; null when it is not an amount to the cent. */
function asDecimal(written: string): string | null {
  const plain = written.replace(/,/g, "").replace(/\.$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, cents = ""] = plain.split(".");
  return `${BigInt(whole!)}.${cents.padEnd(2, "0")}`;
}

/** Amounts and months with a year; a month without a year, a count of months or a percentage is not checked. */
export function groundingProblems(text: string, calls: readonly CoachToolCall[]): string[] {
  const strings = outputStrings(calls);
  const money = new Set(strings.filter((s) => /^-?\d+\.\d{2}$/.test(s)).map((s) => s.replace(/^-/, "")));
  const months = new Set(strings.filter((s) => /^\d{4}-\d{2}(-\d{2})?$/.test(s)).map((s) => s.slice(0, 7)));
  const problems: string[] = [];
  for (const [said, amount] of text.matchAll(MONEY)) {
    const decimal = asDecimal(amount!);
    if (decimal === null || !money.has(decimal)) problems.push(`${said.trim()} is in no tool output`);
  }
  for (const [said, name, year] of text.matchAll(NAMED_MONTH)) {
    const index = MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === name!.slice(0, 3).toLowerCase());
    const ym = `${year}-${String(index + 1).padStart(2, "0")}`;
    if (!months.has(ym)) problems.push(`${said} is in no tool output`);
  }
  for (const [said, year, month] of text.matchAll(ISO_MONTH)) {
    if (!months.has(`${year}-${month}`)) problems.push(`${said} is in no tool output`);
  }
  return problems;
}
