import { monthLabel, formatPercent as rate } from "@/lib/format";
import type { PlanStrategy } from "@/lib/plan/types";
import type { StrategyFacts } from "./types";

// The message when no model is configured, and the fallback when it fails. Phrasing varies with the facts, never
// randomly, so the same plan always reads the same; it says what the numbers show and never advises beyond that.

const STRATEGY_NAME = { avalanche: "the avalanche method", snowball: "the snowball method" } as const;

const ORDER_WHY: Record<PlanStrategy, string> = {
  avalanche: "each next-highest rate in turn",
  snowball: "each next-smallest balance in turn",
  custom: "in the order you chose",
  highest_interest_cost: "each next-largest monthly interest cost in turn",
  cash_flow_index: "each next-lowest balance for its minimum in turn",
  highest_utilization: "each next-fullest card for its credit limit in turn",
};

export function writeLocalStrategyMessage(facts: StrategyFacts): string {
  const sentences = facts.feasible ? feasibleSentences(facts) : infeasibleSentences(facts);
  return sentences.filter(Boolean).join(" ");
}

/** Paragraphs are separated by blank lines (the screens split on them). */
export function writeLocalStrategyAnalysis(facts: StrategyFacts): string {
  const a = facts.analysis;
  if (!a) return writeLocalStrategyMessage(facts);
  return [
    writeLocalStrategyMessage(facts),
    orderParagraph(facts, a),
    promoParagraph(a),
    lettersParagraph(a),
    lastMonthParagraph(a),
  ]
    .filter((p): p is string => Boolean(p))
    .join("\n\n");
}

type Analysis = NonNullable<StrategyFacts["analysis"]>;

function orderParagraph(f: StrategyFacts, a: Analysis): string | null {
  if (a.order.length < 2) return null;
  const [first, ...rest] = a.order;
  const why = ORDER_WHY[f.plan?.strategy ?? f.recommended];
  // A rule order takes deferred-interest debts first (lib/payoff/order.ts); only the rest follow the rule's reason.
  const deadlines = new Set(a.deadlineFirst ?? []);
  const early = rest.filter((n) => deadlines.has(n));
  const byRule = rest.filter((n) => !deadlines.has(n));
  const parts = [
    early.length > 0
      ? `${joinAnd(early)} for ${early.length === 1 ? "its" : "their"} deferred-interest deadline`
      : null,
    byRule.length > 1 || (byRule.length === 1 && early.length === 0) ? `${joinAnd(byRule)}: ${why}` : null,
    byRule.length === 1 && early.length > 0 ? `${byRule[0]}` : null,
  ].filter((p): p is string => p !== null);
  return `After ${first}, the plan moves to ${parts.join(", then ")}, with every freed-up minimum rolling into the next target.`;
}

function promoParagraph(a: Analysis): string | null {
  if (a.promos.length === 0) return null;
  return a.promos
    .map((p) => {
      const ends = `${p.debtName}'s ${rate(p.promoRate)} promotional rate ends in ${monthLabel(p.endsOn)}; after that it charges ${rate(p.regularRate)}.`;
      if (!p.deferred) return ends;
      return p.paidOffBeforeEnd
        ? `${ends} It has deferred interest, and this plan pays it off in time, so the ${usd(p.atRisk ?? "0")} at risk is never charged.`
        : `${ends} It has deferred interest: on this plan a balance is left then, so ${usd(p.atRisk ?? "0")} of deferred interest would be charged at once. Paying it off by the end of ${monthLabel(p.endsOn)} avoids that.`;
    })
    .join(" ");
}

function lettersParagraph(a: Analysis): string | null {
  const sentences: string[] = [];
  if (a.negotiationCandidates.length > 0) {
    const named = a.negotiationCandidates.map(
      (c) => `${c.debtName} (${rate(c.interestRate)} APR, about ${usd(c.monthlyInterest)} of interest a month)`,
    );
    const one = named.length === 1;
    sentences.push(
      `${joinAnd(named)} ${one ? "is a good candidate" : "are good candidates"} for a letter asking the lender for a lower rate; the Negotiation Center drafts one from your numbers. A lower rate there would cut the interest this plan pays.`,
    );
  }
  // A running promo below the regular rate: asking for a lower rate waits for its end (lib/debts/promo.ts).
  for (const p of a.negotiationAfterPromo ?? []) {
    sentences.push(
      `${p.debtName} is at a ${rate(p.promoRate)} promotional rate until the end of ${monthLabel(p.endsOn)}, so there is no lower rate to ask for yet; after that its rate goes to ${rate(p.regularRate)}, and that is when a letter asking for a lower rate could help.`,
    );
  }
  return sentences.length > 0 ? sentences.join(" ") : null;
}

function lastMonthParagraph(a: Analysis): string {
  const m = a.lastMonth;
  if (!m)
    return "No payments were logged last month. Logging each payment keeps this plan and its dates true to your accounts.";
  const count = `${m.payments} ${m.payments === 1 ? "payment" : "payments"}`;
  return `In ${monthLabel(m.month)} you logged ${count} totalling ${usd(m.paid)}: ${usd(m.interestPaid)} went to interest and ${usd(m.principalPaid)} to principal, so ${usd(m.principalPaid)} of what you owed is gone for good.`;
}

function feasibleSentences(f: StrategyFacts): (string | null)[] {
  return [
    firstTarget(f),
    timeline(f),
    comparison(f),
    extraEffect(f),
    f.warnings.length ? warning(f) : f.deferredInterest?.length ? deferred(f) : closing(f),
  ];
}

function deferred(f: StrategyFacts): string {
  const list = f.deferredInterest!;
  const d = list.find((x) => x.charged) ?? list[0]!;
  return d.charged
    ? `One date to watch: ${d.debtName}'s promo rate ends in ${monthLabel(d.endsOn)}, and on these numbers a balance is left then, so ${usd(d.atRisk)} of deferred interest would be charged.`
    : `${d.debtName} is paid off before its promo rate ends in ${monthLabel(d.endsOn)}, so its ${usd(d.atRisk)} of deferred interest is never charged.`;
}

function infeasibleSentences(f: StrategyFacts): (string | null)[] {
  const fix = f.infeasible;
  // The engine's first sentence carries the numbers; its advice-like follow-up is replaced by the concrete fix.
  const reason = firstSentence(fix?.reason ?? "");
  const sentences: (string | null)[] = [`On these numbers your plan never reaches a debt-free date. ${reason}`.trim()];
  if (fix?.extraNeeded) {
    const { extra, months } = fix.extraNeeded;
    sentences.push(
      `The smallest change that gives you a date is an extra payment of ${usd(extra)} a month, ` +
        `though at that level it would take ${durationText(months)}.`,
    );
  }
  if (fix?.extraForTarget) {
    const { extra, years, debtFreeDate } = fix.extraForTarget;
    sentences.push(
      `With an extra ${usd(extra)} a month you could be debt-free by ${monthLabel(debtFreeDate)}, within ${years} years.`,
    );
  }
  if (!fix?.extraNeeded && !fix?.extraForTarget) {
    sentences.push("A higher monthly payment or a lower interest rate is what changes this picture.");
  }
  // A warning about a debt the reason already names would only repeat it.
  const newWarnings = f.warnings.filter((w) => !reason.includes(w.debtName));
  if (newWarnings.length) sentences.push(warning({ ...f, warnings: newWarnings }));
  // The lead counts as two sentences; keep the message at five.
  if (sentences.length < 4)
    sentences.push("Try a few amounts with the what-if slider to see where a debt-free date appears.");
  return sentences;
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

// Each claim is said only when the plan makes it true; ./claims.ts checks the same conditions against the engine.
function firstTarget(f: StrategyFacts): string {
  const d = f.firstDebt;
  if (f.debtCount === 1) {
    return `With one debt, all ${usd(f.monthlyBudget)} of your monthly payment goes to ${d.name} at ${rateNow(d)}.`;
  }
  if (f.plan) return yourPlan(f, f.plan);
  if (d.deadlineFirst) {
    return `Start with ${d.name} at ${rateNow(d)}: its deferred interest is charged if a balance is left after its promo rate ends, so this plan targets it first.`;
  }
  if (f.recommended === "avalanche") {
    if (!d.isHighestRate) return `Start with ${d.name} at ${rateNow(d)}, the first debt this plan targets.`;
    if (d.isSmallestBalance) {
      return `Start with ${d.name} at ${rate(d.interestRate)} APR: it has both your highest rate and your smallest balance, so it is the clear first target.`;
    }
    return `Start with ${d.name} at ${rate(d.interestRate)} APR: it has your highest interest rate, so it costs you the most each month and every extra dollar there saves the most interest.`;
  }
  if (!d.isSmallestBalance) return `Start with ${d.name} at ${rateNow(d)}, the first debt this plan targets.`;
  const clearBy = d.payoffMonth ? ` you could clear it by month ${d.payoffMonth}` : "";
  // Its minimum rolls on only when another debt is still open after it (absent on older facts: said as before).
  const rolls = d.rollsOver === false ? null : `its ${usd(d.minPayment)} minimum then rolls into the next debt`;
  const tail = clearBy && rolls ? `${clearBy} and ${rolls}` : clearBy || (rolls ? ` ${rolls}` : "");
  return tail
    ? `Start with ${d.name}, your smallest balance at ${usd(d.balance)}:${tail}.`
    : `Start with ${d.name}, your smallest balance at ${usd(d.balance)}.`;
}

function rateNow(d: StrategyFacts["firstDebt"]): string {
  return d.promo
    ? `${rate(d.promo.rate)} APR until the end of ${monthLabel(d.promo.endsOn)}`
    : `${rate(d.interestRate)} APR`;
}

function yourPlan(f: StrategyFacts, plan: NonNullable<StrategyFacts["plan"]>): string {
  const d = f.firstDebt;
  const lumps = plan.lumpSums === 0 ? "" : ` and ${plan.lumpSums} lump ${plan.lumpSums === 1 ? "sum" : "sums"}`;
  const extra = isZero(f.extraPayment) ? "" : ` with ${usd(f.extraPayment)} extra a month`;
  const which =
    plan.strategy === "custom"
      ? `your own order (${joinAnd(plan.order ?? [d.name])})`
      : plan.strategy === "highest_interest_cost"
        ? "the highest interest cost order"
        : plan.strategy === "cash_flow_index"
          ? "the cash flow index order"
          : plan.strategy === "highest_utilization"
            ? "the highest utilization order"
            : STRATEGY_NAME[plan.strategy];
  return `Your plan: ${which}${extra}${lumps}, starting with ${d.name} at ${rateNow(d)}.`;
}

function timeline(f: StrategyFacts): string {
  const interest = isZero(f.totalInterest) ? "no interest at all" : `${usd(f.totalInterest!)} in total interest`;
  // A lump sum changes its month's payment, so "a month" alone would not be the schedule.
  const lumps = f.lumpSumsUsed ? " and your lump sums on their dates" : "";
  return `Paying ${usd(f.monthlyBudget)} a month${lumps}, you could be debt-free by ${monthLabel(f.debtFreeDate!)} (${durationText(f.months!)}) with ${interest}.`;
}

function comparison(f: StrategyFacts): string | null {
  const other = STRATEGY_NAME[f.other];
  const min = f.vsMinimums && !isZero(f.vsMinimums.interestSaved) ? f.vsMinimums : null;
  const sooner = min && min.monthsSaved > 0 ? ` (${monthsText(min.monthsSaved)} sooner)` : "";
  const never = "paying only the minimums would never clear your balance";
  if (f.plan)
    return versusRecommendation(
      f,
      min ? `${usd(min.interestSaved)} less than paying only the minimums${sooner}` : null,
    );

  if (f.debtCount > 1 && f.strategiesAgree) {
    const tail = f.minimumsNeverPayOff
      ? `, and ${never}`
      : min
        ? `, costing ${usd(min.interestSaved)} less interest than paying only the minimums${sooner}`
        : "";
    return `${capitalise(other)} picks the same order here, so both give the same plan${tail}.`;
  }

  let versusOther: string | null = null;
  if (f.debtCount > 1 && f.vsOther) {
    const { interestSaved, monthsSaved } = f.vsOther;
    versusOther = !isZero(interestSaved)
      ? `${usd(interestSaved)} less interest than ${other}`
      : monthsSaved > 0
        ? `${monthsText(monthsSaved)} sooner than ${other} at the same cost`
        : `the same cost as ${other}`;
  }
  if (f.minimumsNeverPayOff) return versusOther ? `That's ${versusOther}, and ${never}.` : `${capitalise(never)}.`;
  if (versusOther && min)
    return `That's ${versusOther} and ${usd(min.interestSaved)} less than paying only the minimums${sooner}.`;
  if (versusOther) return `That's ${versusOther}.`;
  if (min) return `That's ${usd(min.interestSaved)} less interest than paying only the minimums${sooner}.`;
  return null;
}

function versusRecommendation(f: StrategyFacts, versusMinimums: string | null): string | null {
  const name = f.recommended === "avalanche" ? "the avalanche order" : "the snowball order";
  const v = f.vsRecommended;
  if (!v) return versusMinimums ? `That's ${versusMinimums}.` : null;
  const saves = Number(v.interestSaved);
  if (saves > 0) {
    const months = v.monthsSaved > 0 ? ` and finish ${monthsText(v.monthsSaved)} sooner` : "";
    const yours = versusMinimums ? `; yours costs ${versusMinimums}` : "";
    return `${capitalise(name)} would save ${usd(v.interestSaved)} more in interest${months}${yours}.`;
  }
  const and = versusMinimums ? ` and ${versusMinimums}` : "";
  if (saves < 0) return `That's ${usd(v.interestSaved.replace(/^-/, ""))} less interest than ${name}${and}.`;
  return `That's the same interest as ${name}${and}.`;
}

function extraEffect(f: StrategyFacts): string | null {
  const e = f.extraEffect;
  if (!e) return null;
  if (e.kind === "enables") {
    return `Your extra ${usd(e.extra)} a month is what makes this work: without it, the balance would never be paid off.`;
  }
  const cuts = [
    e.monthsSaved > 0 ? monthsText(e.monthsSaved) : null,
    isZero(e.interestSaved) ? null : `${usd(e.interestSaved)} of interest`,
  ].filter((x): x is string => x !== null);
  if (cuts.length === 0) return null;
  if (e.kind === "actual")
    return `Your extra ${usd(e.extra)} a month does a lot of that work: it cuts ${joinAnd(cuts)}.`;
  return `Adding even ${usd(e.extra)} a month would cut about ${joinAnd(cuts)}; you can try amounts with the what-if slider.`;
}

function warning(f: StrategyFacts): string {
  const w = f.warnings[0]!;
  // Only the debts the same sentence is true of are named beside it.
  const rest = f.warnings.slice(1).filter((x) => x.afterPromo === w.afterPromo && x.onlyCovers === w.onlyCovers);
  const others = rest.length
    ? ` (and ${rest.length === 1 ? rest[0]!.debtName : `${rest.length} other debts`} too)`
    : "";
  const when = w.afterPromo ? "once its promo rate ends, " : "";
  const covers = w.onlyCovers ? "only covers" : "doesn't cover";
  const so = w.onlyCovers ? "would never lower the balance" : "would let the balance grow";
  return `One thing to watch: ${when}${w.debtName}'s ${usd(w.minPayment)} minimum ${covers} the ${usd(w.monthlyInterest)} of interest it adds each month${others}, so paying only that minimum ${so}.`;
}

function closing(f: StrategyFacts): string {
  if (f.months !== null && f.months <= 12)
    return "That's less than a year away, and every payment you log moves it closer.";
  return `Every payment you log keeps ${monthLabel(f.debtFreeDate!)} in sight.`;
}

function usd(amount: string): string {
  const [whole = "0", frac = "00"] = amount.replace(/^-/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount.startsWith("-") ? "-" : ""}$${grouped}.${frac.padEnd(2, "0").slice(0, 2)}`;
}

function isZero(amount: string | null): boolean {
  return amount === null || Number(amount) === 0;
}

function monthsText(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/** "28 months", "113 months, about 9 years" (years only once they say more than the months). */
function durationText(months: number): string {
  return months < 36 ? monthsText(months) : `${monthsText(months)}, about ${Math.round(months / 12)} years`;
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
