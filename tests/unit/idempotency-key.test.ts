import { nextSubmission, randomKey } from "@/lib/client/idempotency-key";

// The Log Payment form's Idempotency-Key (docs/product-rules.md "Idempotent writes"): one key per submission, the
// same key when the same values are sent again, a new one when they change.

describe("nextSubmission", () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it("reuses the key for the same values and takes a new one when they change", () => {
    const payment = { debtId: "d1", amount: "50.00", description: "Payment", paymentDate: "2026-11-27" };
    const first = nextSubmission(null, payment, newKey);
    expect(nextSubmission(first, { ...payment }, newKey).key).toBe(first.key);
    const corrected = nextSubmission(first, { ...payment, amount: "40.00" }, newKey);
    expect(corrected.key).not.toBe(first.key);
    expect(nextSubmission(corrected, { ...payment, amount: "40.00" }, newKey).key).toBe(corrected.key);
    // A fresh opening starts without a last submission: a new key even for the same values.
    expect(nextSubmission(null, payment, newKey).key).not.toBe(first.key);
  });

  it("makes random 128-bit keys the server accepts (visible ASCII, at most 255 characters)", () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
