// One Idempotency-Key per submission of a form (docs/product-rules.md "Idempotent writes"): sending the same values
// again in the same opening of the form (a retry after a lost answer, a second click) reuses the key, so the server
// answers the first answer instead of acting twice; changed values (an amount corrected after a refusal) are a new
// request with a new key, since the old key with another body would be refused with 409. Pure, for the browser.

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export interface Submission {
  /** The values as sent (JSON). */
  body: string;
  key: string;
}

/** The submission to send `values` as: the last one when the values are the same, else a new key. */
export function nextSubmission(last: Submission | null, values: unknown, newKey: () => string = randomKey): Submission {
  const body = JSON.stringify(values);
  return last?.body === body ? last : { body, key: newKey() };
}

/** 128 random bits as hex (crypto.getRandomValues works on a plain-http origin too, where randomUUID does not). */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
