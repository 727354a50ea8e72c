import type { NegotiationPlaceholder } from "@/prisma/seed-data/negotiation-templates";
import { dayNumber } from "@/lib/dates";
import { formatLongDay, monthLabel, formatCentsAsDollars, formatPercent } from "@/lib/format";
import { computePlan, monthlyInterestCents, parseMoneyToCents, parsePercentToBps, parseYearMonth } from "@/lib/payoff";
import type { DebtKind } from "@/lib/payoff/types";
import type { TemplateType } from "./types";

// Pure and deterministic: the answer without an AI key, the fallback when the AI fails, and browser-safe (the form
// uses resolveSettlement for its hints).

export interface LetterTemplate {
  templateType: TemplateType;
  subject: string;
  body: string;
}

/** Everything a letter may say. */
export interface LetterFacts {
  templateType: TemplateType;
  today: string;
  /** "" leaves the signature line for the user to sign. */
  fullName: string;
  creditorName: string;
  accountLast4: string;
  debt: {
    name: string;
    balance: string;
    /** The regular APR. */
    interestRate: string;
    minPayment: string;
    kind?: DebtKind;
    /** Below the regular rate: no lower rate is asked for while it lasts. */
    promo?: LetterPromo;
  };
  hardshipReason?: string;
  proposedPayment?: string;
  /** For settlement both are set (see resolveSettlement). */
  settlementAmount?: string;
  settlementPercentage?: string;
  paymentDate?: string;
}

export interface LetterPromo {
  /** As screens write it: "2.99%". */
  rate: string;
  /** Its last month. */
  endsOn: string;
  deferredInterest: boolean;
}

export interface WrittenLetter {
  content: string;
  suggestions: string[];
}

export const GENERIC_HARDSHIP_REASON = "My current income no longer covers all of my monthly obligations.";

export const CERTIFIED_MAIL_TIP =
  "Send the letter by certified mail with a return receipt and keep a copy. Expect a reply in about 30 days, and follow up by phone or letter if you hear nothing.";

/** Settlements are commonly reported to land between these percentages of the balance. */
const COMMON_SETTLEMENT_RANGE = { low: 30, high: 60 } as const;
/** Creditors generally report forgiven debt of $600 or more to the IRS (Form 1099-C). */
const FORM_1099C_THRESHOLD_CENTS = 60_000;
const MAX_SUGGESTIONS = 5;

export function writeLocalLetter(template: LetterTemplate, facts: LetterFacts): WrittenLetter {
  return { content: fillTemplate(template.body, letterValues(facts)), suggestions: localSuggestions(facts) };
}

const SECTION = /\{\{([#^])(\w+)\}\}([\s\S]*?)\{\{\/\2\}\}/g;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A line that had text but ends up empty is dropped, and the blank lines around it collapse into one. */
export function fillTemplate(text: string, values: Partial<Record<string, string>>): string {
  const lines = text.split("\n").flatMap((line) => {
    const filled = fillLine(line, values);
    return line.trim() !== "" && filled.trim() === "" ? [] : [filled];
  });
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function fillLine(line: string, values: Partial<Record<string, string>>): string {
  let out = line;
  // Sections of different names may nest: each pass opens the outermost ones, until none are left.
  for (let previous = ""; previous !== out;) {
    previous = out;
    out = out.replace(SECTION, (_, kind: string, name: string, inner: string) =>
      Boolean(values[name]) === (kind === "#") ? inner : "",
    );
  }
  return out
    .replace(PLACEHOLDER, (_, name: string) => values[name] ?? "")
    .replace(/ {2,}/g, " ")
    .trimEnd();
}

export function letterValues(facts: LetterFacts): Record<NegotiationPlaceholder, string> {
  const money = (value: string | undefined) => (value ? formatCentsAsDollars(parseMoneyToCents(value)) : "");
  return {
    date: formatLongDay(facts.today),
    fullName: facts.fullName.trim(),
    creditorName: facts.creditorName.trim(),
    accountLast4: facts.accountLast4,
    debtName: facts.debt.name,
    account: accountPhrase(facts.debt.kind),
    balance: money(facts.debt.balance),
    interestRate: formatPercent(facts.debt.interestRate),
    promoRate: facts.debt.promo?.rate ?? "",
    promoEnds: facts.debt.promo ? monthLabel(facts.debt.promo.endsOn) : "",
    minPayment: money(facts.debt.minPayment),
    hardshipReason: asSentences(facts.hardshipReason) || GENERIC_HARDSHIP_REASON,
    proposedPayment: money(facts.proposedPayment),
    settlementAmount: money(facts.settlementAmount),
    settlementPercentage: facts.settlementPercentage ? `${facts.settlementPercentage}%` : "",
    paymentDate: facts.paymentDate ? formatLongDay(facts.paymentDate) : "",
  };
}

/** docs/payoff.md "Debt type": in letters, never in the math. */
const ACCOUNT_PHRASES: Record<DebtKind, string> = {
  credit_card: "my credit card account",
  auto: "my auto loan",
  student: "my student loan",
  mortgage: "my mortgage",
  personal: "my personal loan",
  medical: "my medical bill account",
  other: "my account",
};

export function accountPhrase(kind: DebtKind | undefined): string {
  return ACCOUNT_PHRASES[kind ?? "other"];
}

export function subjectPreview(subject: string): string {
  return fillTemplate(subject, { accountLast4: "XXXX" });
}

function asSentences(text: string | undefined): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return "";
  const capitalised = flat[0]!.toUpperCase() + flat.slice(1);
  return /[.!?]["')]?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

export interface Settlement {
  amountCents: number;
  percentBps: number;
}

/** With both inputs, the amount wins: it is what the creditor is asked to accept. */
export function resolveSettlement(
  balance: string,
  given: { settlementAmount?: string; settlementPercentage?: string },
): Settlement | null {
  const balanceCents = parseMoneyToCents(balance);
  if (balanceCents <= 0) return null;
  if (given.settlementAmount) {
    const amountCents = parseMoneyToCents(given.settlementAmount);
    return { amountCents, percentBps: Math.round((amountCents * 10_000) / balanceCents) };
  }
  if (given.settlementPercentage) {
    const percentBps = parsePercentToBps(given.settlementPercentage, { rounding: "half-up" });
    return { amountCents: Math.round((balanceCents * percentBps) / 10_000), percentBps };
  }
  return null;
}

export function formatPercentBps(bps: number): string {
  return String(bps / 100);
}

export function localSuggestions(facts: LetterFacts): string[] {
  const tips: string[] = [];
  if (facts.templateType === "settlement") tips.push(...settlementTips(facts));
  if (facts.templateType === "hardship") tips.push(hardshipReasonTip(facts));
  if (facts.proposedPayment) tips.push(...paymentTips(facts, parseMoneyToCents(facts.proposedPayment)));
  else if (facts.templateType === "hardship") {
    tips.push(
      "Name a specific monthly amount you can afford: a concrete number gets a faster, clearer answer than an open request.",
    );
  }
  tips.push(...startDateTips(facts));
  return [...tips.slice(0, MAX_SUGGESTIONS - 1), CERTIFIED_MAIL_TIP];
}

function settlementTips(facts: LetterFacts): string[] {
  const balanceCents = parseMoneyToCents(facts.debt.balance);
  const settlement = resolveSettlement(facts.debt.balance, facts);
  if (!settlement) return [];
  const amount = formatCentsAsDollars(settlement.amountCents);
  const percent = `${formatPercentBps(settlement.percentBps)}%`;
  const { low, high } = COMMON_SETTLEMENT_RANGE;
  const tips: string[] = [];
  if (settlement.percentBps < low * 100) {
    tips.push(
      `Your offer of ${amount} is ${percent} of the balance, below the ${low}-${high}% range settlements are commonly reported to land in. Expect a counteroffer, and decide the most you can pay before you reply.`,
    );
  } else if (settlement.percentBps <= high * 100) {
    tips.push(
      `Your offer of ${amount} is ${percent} of the balance, within the ${low}-${high}% range settlements are commonly reported to land in, so it is a realistic opening offer. Leave yourself room for a counteroffer.`,
    );
  } else {
    const opening = formatCentsAsDollars(Math.round((balanceCents * 40) / 100));
    tips.push(
      `Your offer of ${amount} is ${percent} of the balance, above the ${low}-${high}% range settlements are commonly reported to land in. You could open lower, for example at 40% (${opening}), and leave room to negotiate up.`,
    );
  }
  const forgivenCents = balanceCents - settlement.amountCents;
  if (forgivenCents >= FORM_1099C_THRESHOLD_CENTS) {
    tips.push(
      `The creditor would forgive about ${formatCentsAsDollars(forgivenCents)}. Forgiven debt of $600 or more is usually reported to the IRS on Form 1099-C and may count as taxable income, so check with a tax professional.`,
    );
  }
  tips.push(
    "Pay a settlement only after you have the agreement in writing, by a traceable method such as a cashier's check; never give the creditor direct access to your bank account.",
  );
  return tips;
}

function hardshipReasonTip(facts: LetterFacts): string {
  return facts.hardshipReason?.trim()
    ? "Keep documents that back up your hardship (a termination letter, medical bills, reduced pay stubs) ready in case the creditor asks for them."
    : "Add a specific reason (job loss, medical bills, reduced hours) and say whether it is temporary; the letter currently uses a general sentence.";
}

function paymentTips(facts: LetterFacts, paymentCents: number): string[] {
  const promo = facts.debt.promo;
  const balanceCents = parseMoneyToCents(facts.debt.balance);
  const minimumCents = parseMoneyToCents(facts.debt.minPayment);
  const payment = formatCentsAsDollars(paymentCents);
  const tips: string[] = [];
  if (paymentCents < minimumCents) {
    tips.push(
      `Your proposed ${payment} a month is ${formatCentsAsDollars(minimumCents - paymentCents)} less than your current minimum of ${formatCentsAsDollars(minimumCents)}. Say briefly why the minimum is out of reach, and ask whether a hardship program applies.`,
    );
  } else {
    tips.push(
      promo
        ? `Your proposed ${payment} a month is at or above your current minimum of ${formatCentsAsDollars(minimumCents)}, so ask for something in return, such as waived fees. ${promoWait(facts.debt.interestRate, promo)}`
        : `Your proposed ${payment} a month is at or above your current minimum of ${formatCentsAsDollars(minimumCents)}, so ask for something in return, such as a lower interest rate or waived fees.`,
    );
  }
  if (balanceCents <= 0) return tips;
  // A "minimums" plan of one debt pays exactly the proposed amount every month.
  const aprBps = parsePercentToBps(facts.debt.interestRate, { rounding: "half-up" });
  const [year, month] = facts.today.split("-").map(Number);
  const plan = computePlan({
    debts: [
      {
        id: "debt",
        name: facts.debt.name,
        balanceCents,
        aprPercent: aprBps / 100,
        minPaymentCents: paymentCents,
        ...(promo && {
          promo: {
            aprPercent: parsePercentToBps(promo.rate.replace("%", ""), { rounding: "half-up" }) / 100,
            endsOn: parseYearMonth(promo.endsOn)!,
            deferredInterest: promo.deferredInterest,
          },
        }),
      },
    ],
    strategy: "minimums",
    startMonth: { year: year!, month: month! },
  });
  const rate = formatPercent(facts.debt.interestRate);
  if (promo) {
    const ends = monthLabel(promo.endsOn);
    if (plan.feasible) {
      const duration = `about ${plan.months} ${plan.months === 1 ? "month" : "months"}`;
      tips.push(
        `At ${payment} a month the balance would take ${duration} to pay off, at the ${promo.rate} promotional rate through ${ends} and ${rate} after that. ${promoWait(facts.debt.interestRate, promo)}`,
      );
    } else if (plan.reason === "budget_below_interest") {
      tips.push(
        `Once the promotional rate ends in ${ends}, the ${rate} rate charges about ${formatCentsAsDollars(monthlyInterestCents(balanceCents, aprBps))} a month on this balance, so ${payment} would stop reducing it. That is the time to ask for the interest to be reduced.`,
      );
    }
    return tips;
  }
  if (plan.feasible) {
    const duration = `about ${plan.months} ${plan.months === 1 ? "month" : "months"}`;
    tips.push(
      aprBps === 0
        ? `At ${payment} a month the balance would take ${duration} to pay off, with no interest at the current 0% rate.`
        : `At ${payment} a month and the current ${rate} rate, the balance would take ${duration} to pay off; a lower rate would shorten that, so ask for one.`,
    );
  } else if (plan.reason === "budget_below_interest") {
    tips.push(
      `At the current ${rate} rate the interest alone is about ${formatCentsAsDollars(monthlyInterestCents(balanceCents, aprBps))} a month, so ${payment} would not reduce the balance. Ask for the interest to be reduced or paused while the plan runs.`,
    );
  }
  return tips;
}

function promoWait(interestRate: string, promo: LetterPromo): string {
  return `Your ${promo.rate} promotional rate lasts through ${monthLabel(promo.endsOn)}, when the rate goes to ${interestRate}%: there is no lower rate to ask for until then.`;
}

export function asksForLowerRate(text: string): boolean {
  return /\b(lower|lowering|reduce|reduced|reducing|reduction|decrease|decreasing)\b[^.]{0,40}\b(interest )?rate\b/i.test(
    text,
  );
}

function startDateTips(facts: LetterFacts): string[] {
  if (!facts.paymentDate) {
    return facts.templateType === "payment_plan"
      ? [
          "Add a start date about 30 days out, so the creditor has time to confirm the plan in writing before the first payment.",
        ]
      : [];
  }
  const days = dayNumber(facts.paymentDate) - dayNumber(facts.today);
  const date = formatLongDay(facts.paymentDate);
  if (days < 30) {
    return [
      `Your start date of ${date} is ${days <= 0 ? "today" : `only ${days} ${days === 1 ? "day" : "days"} away`}, and creditors often take about 30 days to reply. Do not pay under the new terms until they are confirmed in writing.`,
    ];
  }
  return [`Make the first payment on ${date} only once the creditor has confirmed the new terms in writing.`];
}
