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

describe("card and account numbers", () => {
  it.each(CARD_VARIANTS)("finds one written with %s", (_label, text) => {
    expect(containsAccountNumber(`My card ${text} is overdue`)).toBe(true);
  });

  it.each(CARD_VARIANTS)("masks one written with %s down to its last four digits", (_label, text) => {
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
  ])("leaves %j alone", (text) => {
    expect(containsAccountNumber(text)).toBe(false);
    expect(maskAccountNumbers(text)).toBe(text);
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
