// docs/product-rules.md "Interface conventions": a comma may only group thousands, since "10,00" read without its
// comma would become 1000.00, a hundred times the amount meant.

export const AMOUNT_COMMA_MESSAGE = "Use a dot for cents, like 10.00; commas only between thousands, like 1,234.56";

const THOUSANDS_GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

// Text with no comma comes back without "$" and spaces, valid or not: the caller checks the number itself.
export function amountText(value: string): string | null {
  const text = value.replace(/[$\s]/g, "");
  if (!text.includes(",")) return text;
  return THOUSANDS_GROUPED.test(text) ? text.replace(/,/g, "") : null;
}
