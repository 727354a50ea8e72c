// What the app masks before showing or sending text: e-mail addresses of other people, and full card and account
// numbers.

// ---------------------------------------------------------------------------------------------------------------
// E-mail addresses
// ---------------------------------------------------------------------------------------------------------------

/** "jane@example.com" -> "j***@example.com": enough for someone who knows the address to recognise it, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Card and account numbers
// ---------------------------------------------------------------------------------------------------------------
//
// Full card and account numbers never leave the server in a letter or a voice answer (SECURITY.md, "Full account
// numbers stored or sent to the AI"). People write them in many ways: "4111 1111 1111 1111", "4111.1111.1111.1111", "4111/1111/...",
// "4111 – 1111" with an en dash, "4111, 1111", "(4111) 1111", "4111|1111", full-width "４１１１", Arabic-Indic
// "٤١١１" or Devanagari "४१११", and text pasted from documents can hide invisible characters between the digits
// (zero-width space, soft hyphen, word joiner, ZWNJ, ZWJ, byte order mark). So text is first normalised: NFKC,
// every Unicode format character (\p{Cf}, the invisible ones) removed, every Unicode decimal digit as 0-9. Then a
// run is digits separated by nothing, by up to three characters that are neither letters nor digits (any
// punctuation, symbol or space: ", | : + ( ) ~ *" and the rest), or by longer runs of spaces, dots, slashes,
// underscores or dashes of any kind.
//
// Inside a run, amounts and calendar dates are not numbers: an amount is recognised by its thousands grouping
// ("1,234", "$12,345,678.90", at most 999,999,999,999.99), by its cents ("300.00", up to 7 whole digits) or by a
// "$" before it ("$300", up to 7 digits), a date by its shape "2026-11-24", "11/24/2026" or "24.11.2026" (one
// separator kind, a real month and day). They count as such only at the start of a run, after another amount or
// date, or (an amount) right after "$": "4111 1111 1111 1,111" is one card number, while "$300.00, $250.00",
// "1,234, 2,345 and 3,456" and "2026-11-24, 2026-12-24" are amounts and dates. What is left between them is a
// number when it holds at least ACCOUNT_NUMBER_MIN_DIGITS digits. Inputs holding one are refused; outputs are
// masked (every digit but the last four becomes "•"), never dropped.

/** Card numbers have 13-19 digits and bank account numbers 8-17; shorter runs are amounts, years, phone parts. */
export const ACCOUNT_NUMBER_MIN_DIGITS = 8;

const MASK = "•";
/** Space of any kind (\s covers NBSP, thin and ideographic spaces), dots, slashes, underscores, every dash and minus. */
const SEPARATOR = "[\\s._/\\\\\\p{Pd}\\u2212\\u00B7\\u2022\\u2027\\u30FB]";
/** Between two digits: nothing, a run of SEPARATOR, or one to three characters that are neither letters nor digits. */
const GAP = `(?:${SEPARATOR}+|[^\\p{L}\\p{N}]{1,3})?`;
const DIGIT_RUN = new RegExp(`\\d(?:${GAP}\\d)*`, "gu");
/**
 * The parts of a run: an amount (group 1: grouped in thousands, or up to 7 whole digits with cents, or after "$"), a
 * date-shaped group (group 2, its separator group 3), or plain digits. An amount or date must not continue into
 * further digits through its own punctuation.
 */
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

/**
 * The value 0-9 of any Unicode decimal digit. Unicode keeps each script's digits as ten consecutive code points
 * starting at zero, and blocks of digits that touch (the mathematical digits) are whole blocks of ten, so the
 * value is how many digits precede it in its block, modulo 10.
 */
function digitValue(char: string): number {
  let cp = char.codePointAt(0)!;
  let preceding = 0;
  while (preceding < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp -= 1;
    preceding += 1;
  }
  return preceding % 10;
}

/** NFKC, without Unicode format characters (zero-width and other invisible ones), every decimal digit as 0-9. */
export function normaliseDigits(text: string): string {
  const visible = text.normalize("NFKC").replace(FORMAT_CHARACTERS, "");
  return ANY_NON_ASCII_DIGIT.test(visible) ? visible.replace(NON_ASCII_DIGIT, (d) => String(digitValue(d))) : visible;
}

/** Digit groups shaped like YYYY-MM-DD, MM/DD/YYYY or DD.MM.YYYY with one separator kind and a real month/day. */
function isCalendarDate(run: string): boolean {
  const match = /^(\d{1,4})([-./])(\d{1,2})\2(\d{1,4})$/.exec(run);
  if (!match) return false;
  const [, a, , b, c] = match as unknown as [string, string, string, string, string];
  const valid = (y: string, m: string, d: string) =>
    y.length === 4 && Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31;
  return valid(a, b, c) || valid(c, a, b) || valid(c, b, a);
}

/** Where the account numbers in normalised text are: [start, end) of each, from its first digit to its last. */
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

/** True when `text` holds something that could be a full card or account number, however it is written. */
export function containsAccountNumber(text: string): boolean {
  return accountNumberSpans(normaliseDigits(text)).length > 0;
}

/**
 * `text` with every card/account-number-like run masked down to its last four digits ("•••• •••• •••• 1111").
 * Text without such a run comes back unchanged; text with one comes back normalised (see the top of this file).
 */
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

/** The same for a nullable text (a letter's optional response, a debt that no longer exists). */
export function maskAccountNumbersIn<T extends string | null | undefined>(text: T): T {
  return (typeof text === "string" ? maskAccountNumbers(text) : text) as T;
}
