// Display helpers for money and rates (USD, en-US). Storage and the engine never use floats: amounts travel
// as decimal strings ("1234.56") and the payoff engine works in integer cents.

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,234.56" from a decimal string or number. */
export function formatUsd(amount: string | number, options: { whole?: boolean } = {}): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(value)) return "—";
  return (options.whole ? usdWhole : usd).format(value);
}

/** "$1,234.56" from integer cents. */
export function formatCentsUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** "18.9%" from a percent value such as "18.99" (one decimal by default, as the spec shows rates). */
export function formatPercent(rate: string | number, digits = 1): string {
  const value = typeof rate === "string" ? Number(rate) : rate;
  if (!Number.isFinite(value)) return "—";
  return `${value.toFixed(digits)}%`;
}
