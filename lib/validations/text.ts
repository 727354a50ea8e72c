// Text shown on one line travels into mail subjects, letters and leaderboards: a CR/LF would end up in a mail header
// line, and bidirectional overrides make a name read differently from what it is.

/** C0/C1 controls (CR, LF, tab, NUL, ...), line/paragraph separators and the bidirectional embedding/isolate marks. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const CONTROL_CHARACTERS_GLOBAL = new RegExp(CONTROL_CHARACTERS.source, "gu");

export const CONTROL_CHARACTERS_MESSAGE = "cannot contain line breaks or control characters";

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** For text that did not pass our schemas (a provider's display name, older rows): control runs become one space. */
export function toSingleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS_GLOBAL, " ").replace(/ {2,}/g, " ").trim();
}
