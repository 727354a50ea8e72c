import type { ParsedFile, ParsedRow } from "./types";

// Every suggestion carries the reason the review shows, so the user can see why and correct it.

export type RowKind = "payment" | "charge" | "interest" | "fee" | "balance" | "other";

export interface MatchDebt {
  id: string;
  name: string;
  kind: string;
  /** The payee as the bank writes it ("NAVIENT"). */
  payeeWords: string[];
  /** Earlier transactions are already in the balance the user entered. */
  openedOn: string;
}

export interface Suggestion {
  kind: RowKind;
  debtId: string | null;
  reason: string;
  beforeOpening: boolean;
}

const COMMON_WORDS = new Set(
  "the and for card credit debit loan loans bank account acct payment payments pymt pmt autopay online transfer web ppd ccd ach from to thank you mobile visa mastercard amex student auto car personal medical mortgage home line of my".split(
    " ",
  ),
);

const PAYMENT_WORDS = /\b(?:payment|pymt|pmt|autopay|auto pay|epay|e-payment|thank you|bill ?pay)\b/i;
const INTEREST_WORDS = /\b(?:interest|finance charge)\b/i;
const FEE_WORDS = /\b(?:fee|late charge|over ?limit)\b/i;

export function significantWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter(
    (word) => (word.length >= 3 || /\d/.test(word)) && !COMMON_WORDS.has(word),
  );
}

/** The debt's payee words count double its name's words. */
function nameScore(description: string, debt: MatchDebt): { score: number; words: string[] } {
  const said = new Set(significantWords(description));
  const squashed = description.toLowerCase().replace(/[^a-z0-9]/g, "");
  const words: string[] = [];
  let score = 0;
  for (const phrase of debt.payeeWords) {
    const key = phrase.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (key.length >= 3 && squashed.includes(key)) {
      score += 2;
      words.push(phrase);
    }
  }
  for (const word of new Set(significantWords(debt.name))) {
    if (said.has(word)) {
      score += 1;
      words.push(word);
    }
  }
  return { score, words };
}

function quoted(words: string[]): string {
  return words.map((word) => `"${word.toUpperCase()}"`).join(" and ");
}

function withOpening(suggestion: Omit<Suggestion, "beforeOpening">, row: ParsedRow, debts: MatchDebt[]): Suggestion {
  const debt = debts.find((d) => d.id === suggestion.debtId);
  const beforeOpening = debt !== undefined && row.date < debt.openedOn;
  return {
    ...suggestion,
    beforeOpening,
    reason: beforeOpening
      ? `${suggestion.reason} Dated before you added ${debt.name}: already in the balance you entered.`
      : suggestion.reason,
  };
}

function suggestOnDebt(row: ParsedRow, debt: MatchDebt): Omit<Suggestion, "beforeOpening"> {
  const type = row.type ?? "";
  if (row.amountCents > 0) {
    if (type === "PAYMENT" || PAYMENT_WORDS.test(row.description))
      return { kind: "payment", debtId: debt.id, reason: `A payment credited to ${debt.name}.` };
    return {
      kind: "other",
      debtId: debt.id,
      reason: "A credit that is not a payment (a refund or a reward?): not applied unless you choose.",
    };
  }
  if (type === "INT" || INTEREST_WORDS.test(row.description))
    return { kind: "interest", debtId: debt.id, reason: `Interest charged on ${debt.name}.` };
  if (type === "FEE" || type === "SRVCHG" || FEE_WORDS.test(row.description))
    return { kind: "fee", debtId: debt.id, reason: `A fee charged on ${debt.name}.` };
  return { kind: "charge", debtId: debt.id, reason: `A new charge on ${debt.name}.` };
}

function suggestFromBank(row: ParsedRow, debts: MatchDebt[]): Omit<Suggestion, "beforeOpening"> {
  if (row.amountCents >= 0)
    return { kind: "other", debtId: null, reason: "Money into the account: not a debt payment." };
  const scored = debts
    .map((debt) => ({ debt, ...nameScore(row.description, debt) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (best && (!next || next.score < best.score))
    return {
      kind: "payment",
      debtId: best.debt.id,
      reason: `${quoted(best.words)} in the description matches ${best.debt.name}.`,
    };
  if (best && next)
    return {
      kind: "payment",
      debtId: null,
      reason: `The description matches ${scored
        .filter((entry) => entry.score === best.score)
        .map((entry) => entry.debt.name)
        .join(" and ")}: choose which one.`,
    };
  if (PAYMENT_WORDS.test(row.description))
    return {
      kind: "payment",
      debtId: null,
      reason: "Looks like a payment, but no debt's name or payee words match: choose the debt, or ignore it.",
    };
  return { kind: "other", debtId: null, reason: "Spending from the account: not a debt payment." };
}

/** `debtId`: the file is that debt's own export; otherwise it is a bank account's. */
export function suggestRows(file: Pick<ParsedFile, "rows">, debts: MatchDebt[], debtId: string | null): Suggestion[] {
  const own = debtId === null ? undefined : debts.find((debt) => debt.id === debtId);
  return file.rows.map((row) => withOpening(own ? suggestOnDebt(row, own) : suggestFromBank(row, debts), row, debts));
}
