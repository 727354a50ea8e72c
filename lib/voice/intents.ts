import { tryParseMoneyToCents } from "@/lib/payoff/money";

// The local intent matcher: what a question is about, how sure we are, and the amount in it. Pure (no I/O), so
// it answers instantly without an AI key and is fully unit-tested. Speech recognition hands us lower-case,
// unpunctuated text as often as typed questions, so the patterns look for key phrases, not sentence shapes.

export type VoiceIntent =
  | "total_debt"
  | "next_payoff"
  | "strategy"
  | "streak"
  | "goals"
  | "extra_payment"
  | "progress"
  | "help"
  | "fallback";

export interface IntentMatch {
  intent: VoiceIntent;
  /** 0..1: a key phrase scores 0.9 and up, a weaker hint less, an unrecognised question 0.2. */
  confidence: number;
  slots: {
    /** extra_payment: the monthly amount asked about, in cents (absent when the question names none). */
    extraPaymentCents?: number;
  };
}

/** The confidence of an answer to a question nothing matched. */
export const FALLBACK_CONFIDENCE = 0.2;

type Rule = readonly [intent: VoiceIntent, pattern: RegExp, score: number];

// On equal scores the earlier rule wins, so the more specific intents come first.
const RULES: readonly Rule[] = [
  ["next_payoff", /^(?=.*\b(next|first)\b)(?=.*\b(paid off|pay(ing)? (it )?off|payoff|pay-off|gone|cleared)\b)/, 0.95],
  ["next_payoff", /\bwhen\b.*\b(paid off|pay(ing)? (it |them |this |that |everything |all )?off|payoff|debt[- ]free|free of debt)\b/, 0.9],
  ["next_payoff", /\bdebt[- ]free\b/, 0.85],
  ["streak", /\bstreaks?\b/, 0.95],
  ["streak", /\b(in a row|consecutive)\b/, 0.85],
  ["goals", /\bgoals?\b/, 0.95],
  ["goals", /\bemergency fund\b/, 0.9],
  ["goals", /\bsavings\b/, 0.7],
  ["strategy", /\bstrateg(y|ies)\b/, 0.95],
  ["strategy", /\b(avalanche|snowball)\b/, 0.9],
  ["strategy", /\b(which|what) debt\b.*\b(first|focus|target|prioriti[sz]e)\b/, 0.85],
  ["strategy", /\b(payoff|pay-off|repayment|payment|debt) plan\b|\bmy plan\b/, 0.85],
  ["strategy", /\bplan\b/, 0.7],
  ["strategy", /\binterest\b/, 0.7],
  ["progress", /\b(xp|level|levels|badges?|achievements?)\b/, 0.9],
  ["progress", /\b(experience|points)\b/, 0.85],
  ["progress", /\bprogress\b|\bhow (am i|i'm|im) doing\b/, 0.75],
  ["total_debt", /\btotal (debt|debts|balance|balances|owed)\b/, 0.95],
  ["total_debt", /\bhow much (do i |did i |i )?(still )?owe\b|\bhow much debt\b/, 0.95],
  ["total_debt", /\b(owe|owed|owing)\b/, 0.8],
  ["total_debt", /\b(debts?|balances?)\b/, 0.6],
  ["help", /\bhelp\b|\bwhat can (you|i)\b|\bwhat (do|can) you do\b|\bcommands?\b|\bwhat should i ask\b/, 0.9],
];

/** Words that make an amount in the question an extra monthly payment. */
const EXTRA_WORDS =
  /\b(extra|additional|another|more|save|saves|saving|what if|pay|paid|paying|put|putting|add|adding|increase|toward|towards|boost)\b/;
/** An extra-payment question that names no amount ("what if I pay extra each month?"). */
const EXTRA_WITHOUT_AMOUNT =
  /\b(extra|additional)\b.*\b(payments?|pay|paying|month|monthly|save|saves|saving)\b|\b(pay|paid|paying|put) (a bit |a little )?(extra|more)\b/;

export function matchIntent(query: string): IntentMatch {
  const text = normalizeQuery(query);
  const amount = parseAmountCents(text);

  let best: IntentMatch = { intent: "fallback", confidence: FALLBACK_CONFIDENCE, slots: {} };
  const consider = (intent: VoiceIntent, confidence: number, slots: IntentMatch["slots"] = {}) => {
    if (confidence > best.confidence) best = { intent, confidence, slots };
  };

  // An amount is the strongest signal there is: nothing else the assistant answers takes one.
  if (amount !== null) consider("extra_payment", EXTRA_WORDS.test(text) ? 0.95 : 0.75, { extraPaymentCents: amount });
  else if (EXTRA_WITHOUT_AMOUNT.test(text)) consider("extra_payment", 0.6);

  for (const [intent, pattern, score] of RULES) {
    if (pattern.test(text)) consider(intent, score);
  }
  return best;
}

/** Lower case, straight apostrophes, single spaces: the form the patterns are written for. */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?(k)\b)?`;
const AMOUNT_PATTERNS = [
  // "$200", "$ 1,500.50", "$2k"
  new RegExp(String.raw`\$\s?${NUMBER}`),
  // "200 dollars", "150 bucks", "75 usd"
  new RegExp(String.raw`\b${NUMBER}\s?(?:dollars?|bucks|usd)\b`),
  // "an extra 150", "additional 300.25 a month"
  new RegExp(String.raw`\b(?:extra|additional|another)\s+(?:of\s+)?${NUMBER}`),
  // "pay 200 more", "100 extra"
  new RegExp(String.raw`\b${NUMBER}\s+(?:more|extra)\b`),
];

/**
 * The first money amount in the question, in cents: "$200", "$1,500", "200 dollars", "an extra 150", "$2k".
 * Null when there is none (or it is zero: "an extra $0" asks nothing).
 */
export function parseAmountCents(query: string): number | null {
  const text = normalizeQuery(query);
  for (const pattern of AMOUNT_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, whole = "", fraction = "", thousands] = match;
    const cents = tryParseMoneyToCents(`${whole.replace(/,/g, "")}${fraction}`);
    if (cents === null || cents <= 0) continue;
    return thousands ? cents * 1000 : cents;
  }
  return null;
}
