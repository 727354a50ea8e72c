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
// numbers"). People write them in many ways: "4111 1111 1111 1111", "4111.1111.1111.1111", "4111/1111/...",
// "4111 – 1111" with an en dash, full-width "４１１１", Arabic-Indic "٤١١١" or Devanagari "४१११". So text is first
// normalised (NFKC, then every Unicode decimal digit to 0-9) and a number is any run of at least
// ACCOUNT_NUMBER_MIN_DIGITS digits in which the digits are separated by nothing or by runs of spaces, dots, slashes,
// underscores or dashes of any kind. Commas break a run, so amounts ("$12,345,678.90") are not numbers; a run shaped
// like a calendar date ("2026-11-24", "11/24/2026") is not one either. Inputs holding such a run are refused;
// outputs are masked (every digit but the last four becomes "•"), never dropped.

/** Card numbers have 13-19 digits and bank account numbers 8-17; shorter runs are amounts, years, phone parts. */
export const ACCOUNT_NUMBER_MIN_DIGITS = 8;

const MASK = "•";
/** Space of any kind (\s covers NBSP, thin and ideographic spaces), dots, slashes, underscores, every dash and minus. */
const SEPARATOR = "[\\s._/\\\\\\p{Pd}\\u2212\\u00B7\\u2022\\u2027\\u30FB]";
const DIGIT_RUN = new RegExp(`\\d(?:${SEPARATOR}*\\d)*`, "gu");
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

/** NFKC, then every decimal digit of any script as 0-9. */
export function normaliseDigits(text: string): string {
  const nfkc = text.normalize("NFKC");
  return ANY_NON_ASCII_DIGIT.test(nfkc) ? nfkc.replace(NON_ASCII_DIGIT, (d) => String(digitValue(d))) : nfkc;
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

function isAccountNumber(run: string): boolean {
  const digits = run.replace(/\D/g, "").length;
  return digits >= ACCOUNT_NUMBER_MIN_DIGITS && !isCalendarDate(run);
}

/** True when `text` holds something that could be a full card or account number, however it is written. */
export function containsAccountNumber(text: string): boolean {
  for (const run of normaliseDigits(text).matchAll(DIGIT_RUN)) if (isAccountNumber(run[0])) return true;
  return false;
}

/**
 * `text` with every card/account-number-like run masked down to its last four digits ("•••• •••• •••• 1111").
 * Text without such a run comes back unchanged; text with one comes back normalised (see the top of this file).
 */
export function maskAccountNumbers(text: string): string {
  if (!containsAccountNumber(text)) return text;
  return normaliseDigits(text).replace(DIGIT_RUN, (run) => {
    if (!isAccountNumber(run)) return run;
    let keep = 4;
    const chars = [...run];
    for (let i = chars.length - 1; i >= 0; i--) {
      if (!/\d/.test(chars[i]!)) continue;
      if (keep > 0) keep -= 1;
      else chars[i] = MASK;
    }
    return chars.join("");
  });
}

/** The same for a nullable text (a letter's optional response, a debt that no longer exists). */
export function maskAccountNumbersIn<T extends string | null | undefined>(text: T): T {
  return (typeof text === "string" ? maskAccountNumbers(text) : text) as T;
}
