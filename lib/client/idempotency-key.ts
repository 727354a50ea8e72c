// docs/product-rules.md "Idempotent writes": the same values in the same opening of a form reuse the key; changed
// values get a new one, since the old key with another body would be refused with 409.

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export interface Submission {
  body: string;
  key: string;
}

export function nextSubmission(last: Submission | null, values: unknown, newKey: () => string = randomKey): Submission {
  const body = JSON.stringify(values);
  return last?.body === body ? last : { body, key: newKey() };
}

// crypto.getRandomValues works on a plain-http origin too, where randomUUID does not.
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
