import { addMonthsToCalendarMonth, formatYearMonth } from "@/lib/payoff/calendar";
import type { CalendarMonth } from "@/lib/payoff/types";
import { tryParseMoneyToCents } from "@/lib/payoff/money";

// Speech recognition hands us lower-case, unpunctuated text as often as typed questions, so cues are key words and
// phrases, not sentence shapes. The score, per intent:
//   evidence = 1 - Π(1 - weight) over the intent's cues found (independent hints add up, never past 1)
//   coverage = the share of the question's non-filler words the intent explains (cues, debt names, the amount)
//   score    = evidence × (0.2 + 0.8 × coverage)
// so words the assistant does not understand ("the weather", another user's debt name) pull the score down.

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
  | "help"
  | "interest_to_date"
  | "promo_end"
  | "lump_sum"
  | "order_what_if"
  | "promo_what_if"
  | "negotiate"
  | "on_track";

/** "all" when it names the debt and nothing more. */
export type DebtAspect = "balance" | "rate" | "payoff" | "all";

export interface IntentMatch {
  intent: VoiceIntent | null;
  /** For a null intent: the best score found. */
  confidence: number;
  slots: {
    extraPaymentCents?: number;
    /** Best match first. */
    debtIds?: string[];
    aspect?: DebtAspect;
    month?: string;
    amountCents?: number;
    strategy?: OrderName;
  };
}

/** Below it the question gets "I can't answer that yet", never another intent's answer. */
export const MATCH_THRESHOLD = 0.5;

/** The user's own open debts only. */
export interface NamedDebt {
  id: string;
  name: string;
}

type Cue = readonly [pattern: RegExp, weight: number];

interface IntentRule {
  intent: VoiceIntent;
  cues: readonly Cue[];
  /** How many named debts the intent needs; "optional": one is taken when named. */
  debts?: 1 | 2 | "optional";
  /** Only considered when this matches (a promo question names a promo). */
  requires?: RegExp;
  needsMonth?: boolean;
}

export type OrderName = "avalanche" | "snowball" | "highest_interest_cost" | "cash_flow_index" | "highest_utilization";

const ORDER_WORDS: readonly [RegExp, OrderName][] = [
  [/\bavalanche\b|\bhighest (interest )?rate first\b/, "avalanche"],
  [/\bsnowball\b|\bsmallest (balance )?first\b/, "snowball"],
  [/\bhighest interest cost\b/, "highest_interest_cost"],
  [/\bcash flow( index)?\b/, "cash_flow_index"],
  [/\b(highest )?utili[sz]ation\b/, "highest_utilization"],
];

const PROMO = /\b(promo|promos|promotional|intro|introductory|teaser|0 ?% (apr|rate|interest))\b/;
const WHAT_IF = /\bwhat if\b|\bwhat would happen\b|\bsuppose\b|\bif i\b|\bwould it\b|\bhow would\b/;

const PAID_OFF = String.raw`(paid off|pay(ing)? (it |them |this |that )?off|payoff|pay-off|cleared|gone|done|finished)`;

// Listed most specific first: on equal scores the earlier rule wins.
const RULES: readonly IntentRule[] = [
  {
    intent: "promo_what_if",
    debts: 1,
    needsMonth: true,
    requires: PROMO,
    cues: [
      [PROMO, 0.6],
      [WHAT_IF, 0.7],
      [/\b(ended|ends|end|ending|expired|expires|stopped|finished|over)\b/, 0.5],
    ],
  },
  {
    intent: "promo_end",
    debts: "optional",
    requires: PROMO,
    cues: [
      [PROMO, 0.8],
      [
        /\b(end|ends|ending|ended|expire|expires|expiring|expiry|over|run out|runs out|last|lasts|until|stop|stops|finish|finishes)\b/,
        0.5,
      ],
      [/\b(rate|apr|deferred|still)\b/, 0.3],
    ],
  },
  {
    intent: "interest_to_date",
    debts: "optional",
    requires: /\binterest\b/,
    cues: [
      [/\binterest\b/, 0.3],
      [
        /\b(so far|to date|till now|until now|up to now|already|in total|overall|altogether|all time|since i started|total)\b/,
        0.9,
      ],
      [
        /\b(have|did|i've|ive|has|had)( i| it| that| this)?( \w+)? (paid|pay|been charged|charged|spent|cost|costed)\b|\bcost(ed)? me\b|\b(charged|add up)\b/,
        0.6,
      ],
    ],
  },
  {
    intent: "negotiate",
    debts: "optional",
    cues: [
      [/\bnegotiat\w*|\b(letter|hardship)\b|\b(lower|reduce|cut) (my |the |their )?(rate|apr|interest( rate)?)\b/, 0.9],
      [/\b(draft|write|writing|ask|call|lender|bank|issuer|creditor)\b/, 0.4],
    ],
  },
  {
    intent: "on_track",
    cues: [
      [/\bon track\b|\bon (schedule|pace)\b|\b(ahead|behind)\b|\bagainst (my|the) plan\b|\bkeeping up\b/, 0.9],
      [/\b(plan|schedule|progress|doing)\b/, 0.4],
    ],
  },
  {
    intent: "order_what_if",
    requires: new RegExp(ORDER_WORDS.map(([p]) => p.source).join("|")),
    cues: [
      [
        /\bwhat if\b|\bswitch(ed|ing)?\b|\bchange(d)? to\b|\binstead\b|\b(use|used|using|try|tried|went with|go with)\b|\bwould\b/,
        0.8,
      ],
      [new RegExp(ORDER_WORDS.map(([p]) => p.source).join("|")), 0.5],
      [/\b(order|method|strategy|approach)\b/, 0.3],
      [/\b(plan|payoff date|debt[- ]free|total interest|interest|save|saves|cost|money|change|current)\b/, 0.1],
    ],
  },
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
    // "What should I pay this month?" asks for the payments, not the interest: only an interest question is this.
    requires: /\binterest\b/,
    cues: [
      [/\binterest\b/, 0.4],
      [/\b(this|the current|current) month\b|\bmonthly\b|\bright now\b/, 0.6],
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
      [/\bbest (one|debt)( to \w+)?\b|\b(which|what) of my debts\b/, 0.8],
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
      [/\b(pay|paid|paying) (everything|it all|them all|all( of)?( my)?( debts?)?) off\b/, 0.9],
      [/\bhow long\b/, 0.5],
    ],
  },
  {
    intent: "this_month",
    cues: [
      [/\b(to-?do|todo|to do list|checklist)\b/, 0.8],
      [/\b(this|current) month('s)?\b|\bmonth's\b/, 0.6],
      [
        /\b(need|have|supposed|got) to pay\b|\b(should|do|must) i pay\b|\b(left|remaining|still) to pay\b|\bwhat'?s (left|due|remaining)\b/,
        0.6,
      ],
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

const EXTRA_CUE: Cue = [
  /\b(extra|additional|another|more|save|saves|saving|what if|pay|paid|paying|put|putting|add|adding|increase|toward|towards|boost|each|every|per|monthly)\b/g,
  0.8,
];
const EXTRA_WITHOUT_AMOUNT: Cue = [/\b(extra|additional)\b|\b(pay|paid|paying|put) (a bit |a little )?more\b/g, 0.6];

// Words that carry no meaning of their own here: they neither count for nor against an intent.
const FILLER = new Set(
  (
    "a an the and or of on in at to for from with by about is are am be been was were will would could can should do does did " +
    "i i'm im i'd i'll i've me my mine you your it it's its this that these those there here what what's whats which who " +
    "how when where why much many some any all just now right please tell show give let know want like get gets got go " +
    "have has had one hey hi ok okay so if then than still yet also currently current debt debts money dollar dollars " +
    "pay paying paid payment payments month months monthly year years assistant question when's whens i've ive"
  ).split(" "),
);

/** Filler too, so a long, wordy question scores like its short form. */
const WORDY = new Set(
  (
    "could exactly supposed make made during after already really actually roughly going gonna take finally " +
    "completely keep following saved according remind lol little best put toward towards compared thinking only " +
    "imagine suppose say lets let's use over everything anything even small amount real difference thanks remember " +
    "getting sure whether up back looking think seems single every each per me us we our else ever possible " +
    "kind sort thing things something roughly probably maybe basically honestly tracking started since them those " +
    "they happen happens way yes no not be being am into onto while plan somehow manage pace"
  ).split(" "),
);

interface Token {
  text: string;
  start: number;
  end: number;
}

type Span = readonly [start: number, end: number];

/** Without `thisMonth`, months said relatively ("next month", "in April") are not read. */
export function matchIntent(query: string, debts: readonly NamedDebt[] = [], thisMonth?: CalendarMonth): IntentMatch {
  const text = correctTypos(normalizeQuery(query), debts);
  const tokens = contentTokens(text);
  const named = findDebts(text, debts);
  const month = findMonth(text, thisMonth);
  // A year in a month ("April 2027") is the month's, not an amount.
  const amount = findAmount(month ? blank(text, month.span) : text);

  let best: IntentMatch = { intent: null, confidence: 0, slots: {} };
  const consider = (intent: VoiceIntent, evidence: number, spans: Span[], slots: IntentMatch["slots"]) => {
    const confidence = round2(evidence * (0.2 + 0.8 * coverage(tokens, spans)));
    if (confidence > best.confidence) best = { intent, confidence, slots };
  };

  // An amount is a strong signal: nothing else the assistant answers takes one, but a lump sum (an amount in a month).
  if (amount && month && !/\b(each|every|per|a|monthly) month\b|\bmonthly\b/.test(text)) {
    const [evidence, spans] = scoreCues(text, [LUMP_CUE, EXTRA_CUE]);
    consider("lump_sum", evidence > 0 ? 0.96 : 0.8, [...spans, amount.span, month.span], {
      amountCents: amount.cents,
      month: month.month,
    });
  } else if (amount) {
    const [evidence, spans] = scoreCues(text, [EXTRA_CUE]);
    consider("extra_payment", evidence > 0 ? 0.95 : 0.75, [...spans, amount.span], { extraPaymentCents: amount.cents });
  } else {
    const [evidence, spans] = scoreCues(text, [EXTRA_WITHOUT_AMOUNT, EXTRA_CUE]);
    if (scoreCues(text, [EXTRA_WITHOUT_AMOUNT])[0] > 0) consider("extra_payment", Math.min(evidence, 0.6), spans, {});
  }

  for (const rule of RULES) {
    if (rule.requires && !rule.requires.test(text)) continue;
    if (rule.needsMonth && !month) continue;
    const [cueEvidence, spans] = scoreCues(text, rule.cues);
    const monthSpans: Span[] = rule.needsMonth && month ? [month.span] : [];
    const monthSlot = rule.needsMonth && month ? { month: month.month } : {};
    const strategy = rule.intent === "order_what_if" ? orderOf(text) : undefined;
    const extra = strategy ? { strategy } : {};
    if (rule.debts === undefined || (rule.debts === "optional" && named.length === 0)) {
      if (cueEvidence > 0) consider(rule.intent, cueEvidence, [...spans, ...monthSpans], { ...monthSlot, ...extra });
      continue;
    }
    const needed = rule.debts === "optional" ? 1 : rule.debts;
    if (named.length < needed) continue;
    if (rule.debts === "optional" && cueEvidence === 0) continue;
    // Naming the debt(s) is itself most of the question: "visa?" asks about the Visa.
    const evidence = 1 - (1 - cueEvidence) * (1 - (rule.debts === "optional" ? 0.3 : 0.6));
    const taken = rule.debts === 2 ? named.slice(0, 2) : rule.debts === 1 ? named.slice(0, 3) : named.slice(0, 1);
    const slots: IntentMatch["slots"] = { debtIds: taken.map((d) => d.id), ...monthSlot };
    if (rule.intent === "debt_detail") slots.aspect = aspectOf(text);
    consider(rule.intent, evidence, [...spans, ...monthSpans, ...taken.flatMap((d) => d.spans)], slots);
  }

  return best.confidence >= MATCH_THRESHOLD ? best : { intent: null, confidence: best.confidence, slots: {} };
}

/** Words that make an amount in a named month a one-time payment. */
const LUMP_CUE: Cue = [
  /\b(lump sum|lump|one[- ]time|one[- ]off|once|bonus|refund|windfall|inheritance|extra|put|pay|paid|throw|drop|in|during)\b/g,
  0.8,
];

function orderOf(text: string): OrderName | undefined {
  return ORDER_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Same length, so the other spans stay where they are. */
function blank(text: string, [start, end]: Span): string {
  return text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
}

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
    .filter((t) => !FILLER.has(t.text) && !WORDY.has(t.text));
}

function aspectOf(text: string): DebtAspect {
  if (/\b(interest rate|rate|apr|percent|percentage)\b/.test(text)) return "rate";
  if (new RegExp(String.raw`\b${PAID_OFF}\b|\bwhen\b`).test(text)) return "payoff";
  if (/\b(balance|owe|owed|owing|left|remaining|how much)\b/.test(text)) return "balance";
  return "all";
}

// Words many debt names share: alone they point at a debt only weakly ("card" may be any card).
const GENERIC_NAME_WORDS = new Set([
  "car",
  "auto",
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
 * A debt counts when at least half of its name's weight is mentioned, generic words ("card", "loan") weighing half a
 * distinctive one. Another user's debt names are just words the assistant does not understand.
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
    let score = total === 0 ? 0 : found / total;
    // A name is often called by its first word alone ("capital" for "Capital One Visa").
    const lead = nameWords[0];
    if (
      score < 0.5 &&
      lead !== undefined &&
      !GENERIC_NAME_WORDS.has(lead) &&
      lead.length >= 4 &&
      words.some((w) => sameWord(w.text, lead)) &&
      !debts.some(
        (other) =>
          other.id !== debt.id &&
          normalizeQuery(other.name)
            .split(/[^a-z0-9]+/)
            .includes(lead),
      )
    )
      score = 0.5;
    if (score >= 0.5) matches.push({ id: debt.id, score, spans });
  }
  // Best first; equal scores keep the order the debts were added.
  return matches.sort((a, b) => b.score - a.score);
}

/** Singular/plural, or one a prefix of the other from 4 letters on ("disc" / "discover"). */
function sameWord(said: string, name: string): boolean {
  if (said === name) return true;
  const stem = (w: string) => w.replace(/(')?s$/, "");
  if (stem(said) === stem(name)) return true;
  if (said.length >= 4 && name.length >= 4 && (name.startsWith(said) || said.startsWith(name))) return true;
  // A typo in a longer name ("chsae", "discovr"): one letter wrong, missing, extra or two swapped.
  return said.length >= 4 && name.length >= 5 && editDistance(said, name) <= 1;
}

/** Damerau-Levenshtein, stopping early past 2. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Misspellings too far from their word for the distance rule. */
const SHORTHAND: Record<string, string> = {
  whens: "when's",
  wens: "when's",
  wen: "when",
  wat: "what",
  wut: "what",
  whats: "what's",
  hw: "how",
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  mo: "month",
  mth: "month",
  nxt: "next",
  thx: "thanks",
  int: "interest",
  bal: "balance",
  mnth: "month",
  mnths: "months",
  wats: "what's",
  shud: "should",
  wich: "which",
  til: "until",
  evrything: "everything",
  everythin: "everything",
  ive: "i've",
  havent: "haven't",
  dont: "don't",
};

/** A question word one letter off one of these ("intrest", "balence") is read as it. */
const VOCABULARY = new Set(
  (
    "interest balance balances promo promotional payment payments strategy streak minimum minimums month months " +
    "extra negotiate negotiation letter progress track schedule avalanche snowball compare comparison total " +
    "charged charges debts paying afford remaining planned already first next goals badges level free " +
    "expire expires ending switch instead order lower owe owed saving savings lump bonus refund charge"
  ).split(" "),
);

function correctTypos(text: string, debts: readonly NamedDebt[]): string {
  const names = new Set(debts.flatMap((d) => [...normalizeQuery(d.name).matchAll(/[a-z0-9]+/g)].map((m) => m[0])));
  return text.replace(/[a-z]+(?:'[a-z]+)?/g, (word) => {
    const short = SHORTHAND[word];
    if (short) return short;
    if (word.length < 5 || word.includes("'") || VOCABULARY.has(word) || FILLER.has(word) || names.has(word))
      return word;
    for (const known of VOCABULARY) if (known.length >= 5 && editDistance(word, known) === 1) return known;
    return word;
  });
}

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** "in April" is the next April from this month on, this one included. */
export function findMonth(text: string, thisMonth?: CalendarMonth): { month: string; span: Span } | null {
  const iso = /\b(20\d{2})-(0[1-9]|1[0-2])\b/.exec(text);
  if (iso) return { month: `${iso[1]}-${iso[2]}`, span: [iso.index, iso.index + iso[0].length] };
  const named = new RegExp(String.raw`\b${MONTH_WORD}\b(?:,?\s+(20\d{2})\b)?`).exec(text);
  if (named && !(named[1] === "may" && !named[2] && /\bmay (i|be|have|still)\b/.test(text.slice(named.index)))) {
    const index = MONTH_NAMES.findIndex((m) => m.startsWith(named[1]!.slice(0, 3)));
    const span: Span = [named.index, named.index + named[0].length];
    if (named[2]) return { month: formatYearMonth({ year: Number(named[2]), month: index + 1 }), span };
    if (thisMonth) {
      const year = index + 1 >= thisMonth.month ? thisMonth.year : thisMonth.year + 1;
      return { month: formatYearMonth({ year, month: index + 1 }), span };
    }
  }
  const relative = /\b(next|this|the coming) month\b/.exec(text);
  if (relative && thisMonth) {
    const month = addMonthsToCalendarMonth(thisMonth, relative[1] === "this" ? 0 : 1);
    return { month: formatYearMonth(month), span: [relative.index, relative.index + relative[0].length] };
  }
  return null;
}

/** The form the patterns are written for. */
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
  // "1.2k", "2k": a thousands amount needs no other word
  new RegExp(String.raw`\b(\d+)(\.\d{1,2})?\s?(k)\b`),
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

/** Null for zero too: "an extra $0" asks nothing. */
export function parseAmountCents(query: string): number | null {
  return findAmount(normalizeQuery(query))?.cents ?? null;
}
