import { containsAccountNumber, maskAccountNumbers, maskEmail, normaliseDigits } from "@/lib/masking";

// The ways people write a card number that the old check (\d(?:[\s-]?\d){7,}) let through, and the letter's own
// amounts and dates that must stay untouched (lib/masking.ts).
const CARD_VARIANTS: Array<[string, string]> = [
  ["plain", "4111111111111111"],
  ["spaces", "4111 1111 1111 1111"],
  ["double spaces", "4111  1111  1111  1111"],
  ["dots", "4111.1111.1111.1111"],
  ["slashes", "4111/1111/1111/1111"],
  ["underscores", "4111_1111_1111_1111"],
  ["en dashes", "4111–1111–1111–1111"],
  ["em dashes with spaces", "4111 — 1111 — 1111 — 1111"],
  ["minus signs", "4111−1111−1111−1111"],
  ["no-break spaces", "4111\u00A01111\u00A01111\u00A01111"],
  ["full-width digits", "４１１１ １１１１ １１１１ １１１１"],
  ["Arabic-Indic digits", "٤١١١ ١١١١ ١١١١ ١١١١"],
  ["Devanagari digits", "४१११-११११-११११-११११"],
  ["mixed scripts and separators", "4١1१.１111 / 1111–1111"],
  ["a bank account number", "Account 12345678"],
];

// Invisible Unicode format characters (\p{Cf}) between or inside the digit groups, as text pasted from documents
// and web pages carries them (lib/masking.ts removes them before matching).
const INVISIBLE: Array<[string, string]> = [
  ["zero-width spaces", "\u200B"],
  ["soft hyphens", "\u00AD"],
  ["word joiners", "\u2060"],
  ["zero-width non-joiners", "\u200C"],
  ["zero-width joiners", "\u200D"],
  ["byte order marks", "\uFEFF"],
  ["left-to-right marks", "\u200E"],
  ["several invisible characters in a row", "\u200B\u00AD\u2060\u200C\u200D\uFEFF"],
];
const INVISIBLE_VARIANTS: Array<[string, string]> = INVISIBLE.flatMap(([label, char]): Array<[string, string]> => [
  [`${label} between the groups`, ["4111", "1111", "1111", "1111"].join(char)],
  [`${label} between every digit`, [..."4111111111111111"].join(char)],
  [`${label} around spaces`, ["4111", "1111", "1111", "1111"].join(`${char} ${char}`)],
]);

// One to three characters that are neither letters nor digits between the groups.
const ODD_SEPARATORS: Array<[string, string]> = [
  ["commas", "4111,1111,1111,1111"],
  ["commas and spaces", "4111, 1111, 1111, 1111"],
  ["pipes", "4111|1111|1111|1111"],
  ["pipes with spaces", "4111 | 1111 | 1111 | 1111"],
  ["colons", "4111:1111:1111:1111"],
  ["plus signs", "4111+1111+1111+1111"],
  ["parentheses", "(4111)(1111)(1111)(1111)"],
  ["a parenthesised first group", "(4111) 1111-1111-1111"],
  ["tildes", "4111~1111~1111~1111"],
  ["asterisks", "4111*1111*1111*1111"],
  ["hashes", "4111#1111#1111#1111"],
  ["a mix", "4111, 1111 | 1111 ~ 1111"],
  ["a run of three", "4111 ,|1111 *)1111 +:1111"],
  ["bullets", "4111 • 1111 • 1111 • 1111"],
  ["thousands-looking groups with a stray group", "4111 1111 1111 1,111"],
  ["commas in threes past a trillion", "4,111,111,111,111,111"],
  ["commas grouping fours", "1,234,5678,9012"],
];

describe("card and account numbers", () => {
  const ALL_VARIANTS = [...CARD_VARIANTS, ...INVISIBLE_VARIANTS, ...ODD_SEPARATORS];

  it.each(ALL_VARIANTS)("finds one written with %s", (_label, text) => {
    expect(containsAccountNumber(`My card ${text} is overdue`)).toBe(true);
  });

  it.each(ALL_VARIANTS)("masks one written with %s down to its last four digits", (_label, text) => {
    const masked = maskAccountNumbers(`My card ${text} is overdue`);
    expect(containsAccountNumber(masked)).toBe(false);
    expect(masked.replace(/[^0-9]/g, "")).toHaveLength(4);
    expect(masked).toMatch(/•/);
    expect(masked.startsWith("My card ")).toBe(true);
    expect(masked.endsWith(" is overdue")).toBe(true);
  });

  it("keeps the separators so the masked number still reads as a card", () => {
    expect(maskAccountNumbers("Card 4111 1111 1111 1234.")).toBe("Card •••• •••• •••• 1234.");
    expect(maskAccountNumbers("٤١١١٢٢٢٢٣٣٣٣٤٤٤٤")).toBe("••••••••••••4444");
  });

  it.each([
    "I can pay $1,234,567.89 over time",
    "The balance is $12,345.67 at 24.99% APR",
    "Starting 2026-11-24, then 11/24/2026 and 24.11.2026",
    "Account ending in 1234",
    "Call me at 555-1234",
    "Paid 300 in 2025",
    "",
    "I can pay 1,234 a month",
    "Balances of 1,234, 2,345 and 3,456",
    "Balances of $1,234.56, $2,345.67 | $3,456.78",
    "Minimums: $300.00, $250.00, $125.50",
    "Minimums: $300, $250, $125",
    "Minimums 300.00, 250.00 and 125.50",
    "In 2025, $1,234.56 was paid",
    "Starting 2026-11-24, 2026-12-24, 2027-01-24",
    "Pay 1,234.56 by 12/01/2026",
    "$12,345,678.90 ($1,234.00 a month)",
    "Dates\u200B: 11/24/2026 ~ 12/24/2026",
  ])("leaves %j alone", (text) => {
    expect(containsAccountNumber(text)).toBe(false);
    expect(maskAccountNumbers(text)).toBe(text);
  });

  it("drops the invisible characters and keeps the visible separators in what it masks", () => {
    expect(maskAccountNumbers("Card 4111\u200B1111\u00AD1111\u20601234.")).toBe("Card ••••••••••••1234.");
    expect(maskAccountNumbers("Card (4111) 1111|1111~1234")).toBe("Card (••••) ••••|••••~1234");
    expect(maskAccountNumbers("Paid $1,234.56 with 4111 1111 1111 1234")).toBe(
      "Paid $1,234.56 with •••• •••• •••• 1234",
    );
  });

  it("treats a date-shaped run with an impossible month as a number", () => {
    expect(containsAccountNumber("1234-56-78")).toBe(true);
  });

  it("normalises every script's digits to 0-9", () => {
    expect(normaliseDigits("٠١٢٣٤٥٦٧٨٩ ०१२३४५६७८९ ０１２３４５６７８９ 𝟎𝟏𝟗")).toBe(
      "0123456789 0123456789 0123456789 019",
    );
  });
});

it("masks an e-mail address down to its first letter and domain", () => {
  expect(maskEmail("jane@example.com")).toBe("j***@example.com");
  expect(maskEmail("a.b@c@example.com")).toBe("a***@example.com");
  expect(maskEmail("@example.com")).toBe("***");
  expect(maskEmail("no-at-sign")).toBe("***");
});
