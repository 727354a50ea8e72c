import { tryParseMoneyToCents } from "@/lib/payoff/money";

// The local intent matcher: what a question is about, a real score of how well it matched, and what it names (an
// amount, the user's debts). Pure (no I/O), so it answers instantly without an AI key and is fully unit-tested.
// Speech recognition hands us lower-case, unpunctuated text as often as typed questions, so cues are key words and
// phrases, not sentence shapes.
//
// The score (0..1), for each intent:
//   evidence = 1 - Π(1 - weight) over the intent's cues found in the question (independent hints add up, never past 1)
//   coverage = the share of the question's content words that the intent explains (its cues, the debt names it takes,
//              the amount); filler ("what", "my", "debt", "pay"...) is not counted
//   score    = evidence × (0.2 + 0.8 × coverage), rounded to 2 decimals
// so a question that is all about one intent scores its cue weight, and words the assistant does not understand
// ("the weather", another user's debt name) pull the score down. The best intent answers when its score reaches
// MATCH_THRESHOLD; below it the question gets "I can't answer that yet" (./answer.ts), never another intent's answer.

export type VoiceIntent =
  | "pay_first"
  | "debt_detail"
  | "compare_debts"
  | "interest_this_month"
  | "debt_free"
  | "this_month"
  | "extra_payment"
  | "next_payoff"
  | "total_debt"
  | "strategy"
  | "streak"
  | "goals"
  | "progress"
  | "help";

/** What a debt_detail question asks about one debt; "all" when it names the debt and nothing more. */
export type DebtAspect = "balance" | "rate" | "payoff" | "all";

export interface IntentMatch {
  /** null: nothing matched well enough (score below MATCH_THRESHOLD). */
  intent: VoiceIntent | null;
  /** 0..1, see the top of this file. For a null intent: the best score found. */
  confidence: number;
  slots: {
    /** extra_payment: the monthly amount asked about, in cents (absent when the question names none). */
    extraPaymentCents?: number;
    /** debt_detail and compare_debts: the user's debts named, best match first. */
    debtIds?: string[];
    /** debt_detail: what is asked about the debt. */
    aspect?: DebtAspect;
  };
}

/** Scores at or above this answer; below it the question is one the assistant cannot answer yet. */
export const MATCH_THRESHOLD = 0.5;

/** A debt the question may name: the user's own open debts only (never another user's). */
export interface NamedDebt {
  id: string;
  name: string;
}

type Cue = readonly [pattern: RegExp, weight: number];

interface IntentRule {
  intent: VoiceIntent;
  cues: readonly Cue[];
  /** How many named debts the intent needs (debt_detail 1, compare_debts 2); their names count as explained. */
  debts?: 1 | 2;
}

const PAID_OFF = String.raw`(paid off|pay(ing)? (it |them |this |that )?off|payoff|pay-off|cleared|gone|done|finished)`;

// Listed most specific first: on equal scores the earlier rule wins.
const RULES: readonly IntentRule[] = [
  {
    intent: "compare_debts",
    debts: 2,
    cues: [
      [/\b(compare|comparison|comparing|versus|vs|difference|between)\b/, 0.8],
      [/\bwhich (one|is|has|should)\b|\b(bigger|higher|worse|better|larger|smaller|lower|cheaper)\b/, 0.5],
      [/\b(and|or)\b/, 0.3],
    ],
  },
  {
    intent: "debt_detail",
    debts: 1,
    cues: [
      [/\b(balance|owe|owed|owing|left|remaining|how much)\b/, 0.6],
      [/\b(interest rate|rate|apr|percent|percentage|interest)\b/, 0.6],
      [new RegExp(String.raw`\b${PAID_OFF}\b`), 0.6],
      [/\b(details?|about|info|information|status)\b/, 0.4],
    ],
  },
  {
    intent: "interest_this_month",
    cues: [
      [/\binterest\b/, 0.4],
      [/\b(this|the current|current) month\b|\bmonthly\b|\bso far\b|\bright now\b/, 0.6],
      [/\b(charged|charging|charge|cost|costing|accru\w*|adding|added)\b/, 0.3],
    ],
  },
  {
    intent: "pay_first",
    cues: [
      [/\bpay(ing)? (\w+ )?first\b|\b(tackle|attack|target|focus on|prioriti[sz]e)\b/, 0.8],
      [/\b(focus|priority|priorities)\b/, 0.6],
      [/\b(should|best to|better to)\b/, 0.4],
      [/\bfirst\b/, 0.3],
      [/\bwhy\b/, 0.4],
      [/\b(which|what) (one|card|loan)\b/, 0.2],
    ],
  },
  {
    intent: "debt_free",
    cues: [
      [/\bdebt[- ]free\b|\bfree of debts?\b|\bout of debt\b/, 0.95],
      [
        new RegExp(String.raw`\b(everything|all( of)?( my)?( debts?)?|them all|it all)( be| get| gets)? ${PAID_OFF}\b`),
        0.9,
      ],
      [new RegExp(String.raw`\b${PAID_OFF} (everything|it all|them all|all( of)?( my)?( debts?)?)\b`), 0.9],
      [/\bpay(ing)? (everything|it all|them all|all( of)?( my)?( debts?)?) off\b/, 0.9],
      [/\bhow long\b/, 0.5],
    ],
  },
  {
    intent: "this_month",
    cues: [
      [/\b(to-?do|todo|to do list|checklist)\b/, 0.8],
      [/\b(this|current) month('s)?\b|\bmonth's\b/, 0.6],
      [/\b(need|have|supposed|got) to pay\b|\b(left|remaining|still) to pay\b|\bwhat'?s (left|due|remaining)\b/, 0.6],
      [/\b(due|planned|owed|left|remaining)\b/, 0.3],
    ],
  },
  {
    intent: "next_payoff",
    cues: [
      [/\bnext\b/, 0.6],
      [/\b(first|soonest)\b/, 0.5],
      [new RegExp(String.raw`\b(gets? )?${PAID_OFF}\b|\bgets? paid\b`), 0.6],
    ],
  },
  {
    intent: "total_debt",
    cues: [
      [/\btotal (debt|debts|balance|balances|owed)\b/, 0.95],
      [/\bhow much (do |did )?(i )?(still )?owe\b|\bhow much debt\b/, 0.95],
      [/\b(owe|owed|owing)\b/, 0.7],
      [/\ball (of )?(my )?debts\b/, 0.6],
      [/\b(total|balances?|altogether)\b/, 0.5],
      [/\b(left|remaining|outstanding)\b/, 0.3],
      [/\bdebts?\b/, 0.5],
    ],
  },
  {
    intent: "strategy",
    cues: [
      [/\bstrateg(y|ies)\b/, 0.95],
      [/\b(avalanche|snowball|custom order|cash flow index|highest interest cost|highest utili[sz]ation)\b/, 0.9],
      [/\btotal interest\b|\binterest (in total|overall|altogether)\b/, 0.9],
      [/\b(payoff|pay-off|repayment|payment|debt) plan\b|\bmy plan\b/, 0.85],
      [/\b(plan|method|approach)\b/, 0.6],
      [/\binterest\b/, 0.5],
    ],
  },
  {
    intent: "streak",
    cues: [
      [/\bstreaks?\b/, 0.95],
      [/\b(in a row|consecutive)\b/, 0.85],
      [/\bdays?\b/, 0.2],
    ],
  },
  {
    intent: "goals",
    cues: [
      [/\bgoals?\b/, 0.95],
      [/\bemergency fund\b/, 0.9],
      [/\b(savings|saving up)\b/, 0.7],
      [/\bgoing\b/, 0.1],
    ],
  },
  {
    intent: "progress",
    cues: [
      [/\b(xp|level|levels|badges?|achievements?)\b/, 0.9],
      [/\b(experience|points|earned)\b/, 0.6],
      [/\bprogress\b|\bhow (am i|i'm|im) doing\b/, 0.75],
    ],
  },
  {
    intent: "help",
    cues: [
      [/\bhelp\b|\bwhat can (you|i)\b|\bwhat (do|can) you do\b|\bcommands?\b|\bwhat should i ask\b|\bexamples?\b/, 0.9],
      [/\b(ask|say)\b/, 0.3],
    ],
  },
];

/** Words that make an amount in the question an extra monthly payment. */
const EXTRA_CUE: Cue = [
  /\b(extra|additional|another|more|save|saves|saving|what if|pay|paid|paying|put|putting|add|adding|increase|toward|towards|boost|each|every|per|monthly)\b/g,
  0.8,
];
/** An extra-payment question that names no amount ("what if I pay extra each month?"). */
const EXTRA_WITHOUT_AMOUNT: Cue = [/\b(extra|additional)\b|\b(pay|paid|paying|put) (a bit |a little )?more\b/g, 0.6];

// Words that carry no meaning of their own here: they neither count for nor against an intent.
const FILLER = new Set(
  (
    "a an the and or of on in at to for from with by about is are am be been was were will would could can should do does did " +
    "i i'm im i'd i'll i've me my mine you your it it's its this that these those there here what what's whats which who " +
    "how when where why much many some any all just now right please tell show give let know want like get gets got go " +
    "have has had one hey hi ok okay so if then than still yet also currently current debt debts money dollar dollars " +
    "pay paying paid payment payments month months monthly year years assistant question"
  ).split(" "),
);

interface Token {
  text: string;
  start: number;
  end: number;
}

type Span = readonly [start: number, end: number];

export function matchIntent(query: string, debts: readonly NamedDebt[] = []): IntentMatch {
  const text = normalizeQuery(query);
  const tokens = contentTokens(text);
  const named = findDebts(text, debts);
  const amount = findAmount(text);

  let best: IntentMatch = { intent: null, confidence: 0, slots: {} };
  const consider = (intent: VoiceIntent, evidence: number, spans: Span[], slots: IntentMatch["slots"]) => {
    const confidence = round2(evidence * (0.2 + 0.8 * coverage(tokens, spans)));
    if (confidence > best.confidence) best = { intent, confidence, slots };
  };

  // An amount is a strong signal: nothing else the assistant answers takes one.
  if (amount) {
    const [evidence, spans] = scoreCues(text, [EXTRA_CUE]);
    consider("extra_payment", evidence > 0 ? 0.95 : 0.75, [...spans, amount.span], { extraPaymentCents: amount.cents });
  } else {
    const [evidence, spans] = scoreCues(text, [EXTRA_WITHOUT_AMOUNT, EXTRA_CUE]);
    if (scoreCues(text, [EXTRA_WITHOUT_AMOUNT])[0] > 0) consider("extra_payment", Math.min(evidence, 0.6), spans, {});
  }

  for (const rule of RULES) {
    const [cueEvidence, spans] = scoreCues(text, rule.cues);
    if (rule.debts === undefined) {
      if (cueEvidence > 0) consider(rule.intent, cueEvidence, spans, {});
      continue;
    }
    if (named.length < rule.debts) continue;
    // Naming the debt(s) is itself most of the question: "visa?" asks about the Visa.
    const evidence = 1 - (1 - cueEvidence) * (1 - 0.6);
    const taken = rule.debts === 2 ? named.slice(0, 2) : named.slice(0, 3);
    const slots: IntentMatch["slots"] = { debtIds: taken.map((d) => d.id) };
    if (rule.intent === "debt_detail") slots.aspect = aspectOf(text);
    consider(rule.intent, evidence, [...spans, ...taken.flatMap((d) => d.spans)], slots);
  }

  return best.confidence >= MATCH_THRESHOLD ? best : { intent: null, confidence: best.confidence, slots: {} };
}

/** Noisy-or of the cues found, and where they were found. */
function scoreCues(text: string, cues: readonly Cue[]): [evidence: number, spans: Span[]] {
  let miss = 1;
  const spans: Span[] = [];
  for (const [pattern, weight] of cues) {
    const found = [...text.matchAll(new RegExp(pattern.source, "g"))];
    if (found.length === 0) continue;
    miss *= 1 - weight;
    for (const m of found) spans.push([m.index, m.index + m[0].length]);
  }
  return [1 - miss, spans];
}

function coverage(tokens: readonly Token[], spans: readonly Span[]): number {
  if (tokens.length === 0) return 1;
  const covered = tokens.filter((t) => spans.some(([start, end]) => t.start < end && start < t.end)).length;
  return covered / tokens.length;
}

function contentTokens(text: string): Token[] {
  return [...text.matchAll(/\$?\d[\d,]*(?:\.\d+)?k?|[a-z0-9]+(?:'[a-z]+)?/g)]
    .map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }))
    .filter((t) => !FILLER.has(t.text));
}

function aspectOf(text: string): DebtAspect {
  if (/\b(interest rate|rate|apr|percent|percentage)\b/.test(text)) return "rate";
  if (new RegExp(String.raw`\b${PAID_OFF}\b|\bwhen\b`).test(text)) return "payoff";
  if (/\b(balance|owe|owed|owing|left|remaining|how much)\b/.test(text)) return "balance";
  return "all";
}

// ---- debt names ---------------------------------------------------------------------------------------------

// Words many debt names share: alone they point at a debt only weakly ("card" may be any card).
const GENERIC_NAME_WORDS = new Set([
  "card",
  "cards",
  "loan",
  "loans",
  "account",
  "credit",
  "debt",
  "bill",
  "line",
  "my",
  "the",
  "of",
]);

interface NamedMatch {
  id: string;
  /** Share of the name's weight the question mentions, 0..1. */
  score: number;
  spans: Span[];
}

/**
 * The user's debts the question names, best first: case-insensitive, whole or partial ("visa" names "Chase Visa",
 * "student" names "Student Loan", "cards" matches "card"). A debt counts when at least half of its name's weight is
 * mentioned, generic words ("card", "loan") weighing half a distinctive one. Only `debts` can ever match, so
 * another user's debt names are just words the assistant does not understand.
 */
export function findDebts(query: string, debts: readonly NamedDebt[]): NamedMatch[] {
  const text = normalizeQuery(query);
  const words = [...text.matchAll(/[a-z0-9]+/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const matches: NamedMatch[] = [];
  for (const debt of debts) {
    const nameWords = [...normalizeQuery(debt.name).matchAll(/[a-z0-9]+/g)].map((m) => m[0]);
    let total = 0;
    let found = 0;
    const spans: Span[] = [];
    for (const word of nameWords) {
      const weight = GENERIC_NAME_WORDS.has(word) ? 0.5 : 1;
      total += weight;
      const hits = words.filter((w) => sameWord(w.text, word));
      if (hits.length === 0) continue;
      found += weight;
      for (const h of hits) spans.push([h.start, h.end]);
    }
    const score = total === 0 ? 0 : found / total;
    if (score >= 0.5) matches.push({ id: debt.id, score, spans });
  }
  // Best first; equal scores keep the order the debts were added.
  return matches.sort((a, b) => b.score - a.score);
}

/** Equal, singular/plural, or one a prefix of the other from 4 letters on ("amex" / "amex's", "disc" / "discover"). */
function sameWord(said: string, name: string): boolean {
  if (said === name) return true;
  const stem = (w: string) => w.replace(/(')?s$/, "");
  if (stem(said) === stem(name)) return true;
  return said.length >= 4 && name.length >= 4 && (name.startsWith(said) || said.startsWith(name));
}

// ---- text and amounts ---------------------------------------------------------------------------------------

/** Lower case, straight apostrophes, single spaces: the form the patterns are written for. */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
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

function findAmount(text: string): { cents: number; span: Span } | null {
  for (const pattern of AMOUNT_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, whole = "", fraction = "", thousands] = match;
    const cents = tryParseMoneyToCents(`${whole.replace(/,/g, "")}${fraction}`);
    if (cents === null || cents <= 0) continue;
    return { cents: thousands ? cents * 1000 : cents, span: [match.index, match.index + match[0].length] };
  }
  return null;
}

/**
 * The first money amount in the question, in cents: "$200", "$1,500", "200 dollars", "an extra 150", "$2k".
 * Null when there is none (or it is zero: "an extra $0" asks nothing).
 */
export function parseAmountCents(query: string): number | null {
  return findAmount(normalizeQuery(query))?.cents ?? null;
}
