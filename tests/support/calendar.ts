// Test dates relative to the day the suite runs, in UTC like the app's payment and ledger dates.

/** "YYYY-MM" `offset` months from this one (UTC). */
export function month(offset = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}
