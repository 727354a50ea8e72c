// Small display and form helpers shared by the shared-plans components.

/** "2026-03-01" -> "Mar 1, 2026" (lib/dates.ts; the payment history shows days the same way). */
export { formatDay } from "@/lib/dates";

/** "37.5%" / "100%": at most one decimal, no trailing ".0". */
export function formatProgress(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}
