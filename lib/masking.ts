/** Enough for someone who knows the address to recognise it, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

// Full card and account numbers never leave the server in a letter or a voice answer (SECURITY.md "Full account
// numbers stored or sent to the AI"). Text is first normalised (NFKC, invisible format characters removed, every
// Unicode digit as 0-9), since people write numbers with any separator, script or pasted zero-width character.
// Amounts and dates inside a run are not numbers, but only at its start, after another amount or date, or after "$":
// "4111 1111 1111 1,111" is one card number. Inputs holding a number are refused; outputs are masked, never dropped.

/** Card numbers have 13-19 digits and bank account numbers 8-17; shorter runs are amounts, years, phone parts. */
export const ACCOUNT_NUMBER_MIN_DIGITS = 8;

const MASK = "•";
const SEPARATOR = "[\\s._/\\\\\\p{Pd}\\u2212\\u00B7\\u2022\\u2027\\u30FB]";
const GAP = `(?:${SEPARATOR}+|[^\\p{L}\\p{N}]{1,3})?`;
const DIGIT_RUN = new RegExp(`\\d(?:${GAP}\\d)*`, "gu");
// An amount or date must not continue into further digits through its own punctuation.
const RUN_PART = new RegExp(
  [
    String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3}){1,3}(?:\.\d{1,2})?|\d{1,7}\.\d{2}|(?<=\$)\d{1,7}(?:\.\d{1,2})?)(?![.,]?\d)`,
    String.raw`(?<!\d[-./]?)(\d{1,4}([-./])\d{1,2}\3\d{1,4})(?![-./]?\d)`,
    String.raw`\d+`,
  ].join("|"),
  "gu",
);
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const ANY_NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;

// Each script's digits are ten consecutive code points from zero, and touching blocks are whole blocks of ten.
function digitValue(char: string): number {
  let cp = char.codePointAt(0)!;
  let preceding = 0;
  while (preceding < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp -= 1;
    preceding += 1;
  }
  return preceding % 10;
}

export function normaliseDigits(text: string): string {
  const visible = text.normalize("NFKC").replace(FORMAT_CHARACTERS, "");
  return ANY_NON_ASCII_DIGIT.test(visible) ? visible.replace(NON_ASCII_DIGIT, (d) => String(digitValue(d))) : visible;
}

function isCalendarDate(run: string): boolean {
  const match = /^(\d{1,4})([-./])(\d{1,2})\2(\d{1,4})$/.exec(run);
  if (!match) return false;
  const [, a, , b, c] = match as unknown as [string, string, string, string, string];
  const valid = (y: string, m: string, d: string) =>
    y.length === 4 && Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31;
  return valid(a, b, c) || valid(c, a, b) || valid(c, b, a);
}

function accountNumberSpans(normalised: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const run of normalised.matchAll(DIGIT_RUN)) {
    const offset = run.index;
    let digits = 0;
    let start = -1;
    let end = -1;
    const close = () => {
      if (digits >= ACCOUNT_NUMBER_MIN_DIGITS) spans.push([start, end]);
      digits = 0;
      start = -1;
    };
    for (const part of run[0].matchAll(RUN_PART)) {
      const at = offset + part.index;
      const exempt =
        (part[1] !== undefined || (part[2] !== undefined && isCalendarDate(part[2]))) &&
        (start === -1 || (part[1] !== undefined && normalised[at - 1] === "$"));
      if (exempt) {
        close();
        continue;
      }
      if (start === -1) start = at;
      end = at + part[0].length;
      digits += part[0].replace(/\D/g, "").length;
    }
    close();
  }
  return spans;
}

export function containsAccountNumber(text: string): boolean {
  return accountNumberSpans(normaliseDigits(text)).length > 0;
}

// Text with a number comes back normalised; text without one comes back unchanged.
export function maskAccountNumbers(text: string): string {
  const normalised = normaliseDigits(text);
  const spans = accountNumberSpans(normalised);
  if (spans.length === 0) return text;
  const chars = normalised.split("");
  for (const [start, end] of spans) {
    let keep = 4;
    for (let i = end - 1; i >= start; i--) {
      if (!/\d/.test(chars[i]!)) continue;
      if (keep > 0) keep -= 1;
      else chars[i] = MASK;
    }
  }
  return chars.join("");
}

export function maskAccountNumbersIn<T extends string | null | undefined>(text: T): T {
  return (typeof text === "string" ? maskAccountNumbers(text) : text) as T;
}
