// Text that is shown on one line and travels into other places (mail subjects, letters, leaderboards): people's
// names, debt names, plan titles, creditor names. Such text may not hold control characters: a CR/LF in a name
// would end up in a mail header line, and bidirectional overrides make a name read differently from what it is.

/** C0/C1 controls (CR, LF, tab, NUL, ...), line/paragraph separators and the bidirectional embedding/isolate marks. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const CONTROL_CHARACTERS_GLOBAL = new RegExp(CONTROL_CHARACTERS.source, "gu");

export const CONTROL_CHARACTERS_MESSAGE = "cannot contain line breaks or control characters";

/** True when `value` holds none of the characters above (for zod `.refine`). */
export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/**
 * For text that did not pass our schemas (a provider's display name, rows written before the rule): each run of
 * control characters becomes one space, so the text stays readable and can never break a header or a line.
 */
export function toSingleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS_GLOBAL, " ").replace(/ {2,}/g, " ").trim();
}
