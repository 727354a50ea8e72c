import { formatPercent, monthLabel } from "@/lib/format";
import {
  computePlan,
  formatCents,
  formatYearMonth,
  monthlyInterestCents,
  percentToBps,
  type DebtInput,
  type FeasiblePlan,
  type PlanComparison,
  type PlanInput,
  type PlanResult,
} from "@/lib/payoff";
import type { StrategyKind } from "../types";
import { promoRunsIn, rateInMonth } from "./facts";

// Checks each sentence of the built-in writer's short message against the plan, re-deriving every claim from the
// engine's own output independently of the facts the writer read. Used by tests/unit/strategy-message-claims.test.ts,
// not per calculation: re-running the engine per message would double the calculation's CPU.

export interface ClaimContext {
  input: PlanInput;
  plan: PlanResult;
  comparison: PlanComparison;
  recommended: StrategyKind;
}

export interface CheckedClaim {
  sentence: string;
  /** Which template the sentence comes from; "unknown" when none matches (itself a failure). */
  kind: string;
  problem: string | null;
}

const MONEY = String.raw`\$([\d,]+\.\d{2})`;
const MONTH = String.raw`([A-Z][a-z]+ \d{4})`;

/** The message's sentences (a sentence ends at ". " before a capital; money like $1.50 never splits). */
export function claimSentences(message: string): string[] {
  return message
    .split(/\n\n+/)
    .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z$])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function checkClaims(message: string, ctx: ClaimContext): CheckedClaim[] {
  return claimSentences(message).map((sentence) => {
    for (const rule of RULES) {
      const match = rule.pattern.exec(sentence);
      if (!match) continue;
      const problem = rule.check(match, ctx);
      return { sentence, kind: rule.kind, problem };
    }
    return { sentence, kind: "unknown", problem: "no claim template matches this sentence" };
  });
}

interface Rule {
  kind: string;
  pattern: RegExp;
  check: (m: RegExpExecArray, ctx: ClaimContext) => string | null;
}

const cents = (money: string) => Math.round(Number(money.replace(/,/g, "")) * 100);
const usd = (c: number) => `$${formatCents(c).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

function feasible(ctx: ClaimContext): FeasiblePlan | string {
  return ctx.plan.feasible ? ctx.plan : "the plan never pays off";
}

function debtNamed(ctx: ClaimContext, name: string): DebtInput | undefined {
  return ctx.input.debts.find((d) => d.name === name);
}

function firstTarget(ctx: ClaimContext, name: string): DebtInput | string {
  const first = ctx.input.debts.find((d) => d.id === ctx.plan.targetOrder[0]);
  return first && first.name === name ? first : `${name} is not the plan's first target`;
}

/** What the writer says of a debt's rate in the plan's first month: a running promo's, with its last month. */
export function expectedRateNow(d: DebtInput, ctx: ClaimContext): string {
  return d.promo && promoRuns(d, ctx)
    ? `${formatPercent(d.promo.aprPercent)} APR until the end of ${monthLabel(formatYearMonth(d.promo.endsOn))}`
    : `${formatPercent(d.aprPercent)} APR`;
}

function promoRuns(d: DebtInput, ctx: ClaimContext): boolean {
  return promoRunsIn(d, ctx.input.startMonth);
}

/** "Highest rate": the highest regular APR (what avalanche compares) and the highest rate charged in month 1. */
function highestRate(d: DebtInput, ctx: ClaimContext): string | null {
  const now = (x: DebtInput) => rateInMonth(x, ctx.input.startMonth);
  if (now(d) !== d.aprPercent) return `${d.name} is at a promo rate now`;
  const above = ctx.input.debts.find((x) => x.aprPercent > d.aprPercent || now(x) > d.aprPercent);
  return above ? `${above.name} has a higher rate than ${d.name}` : null;
}

function smallestBalance(d: DebtInput, ctx: ClaimContext): string | null {
  const below = ctx.input.debts.find((x) => x.balanceCents < d.balanceCents);
  return below ? `${below.name} has a smaller balance than ${d.name}` : null;
}

function all(...problems: (string | null)[]): string | null {
  return problems.find((p) => p !== null) ?? null;
}

function same(label: string, said: string | number | boolean, actual: string | number | boolean): string | null {
  return String(said) === String(actual) ? null : `${label}: said ${said}, the plan has ${actual}`;
}

function startsWith(name: string, ctx: ClaimContext, rateText: string, extra: (d: DebtInput) => string | null) {
  const d = firstTarget(ctx, name);
  if (typeof d === "string") return d;
  return all(same("rate", rateText, expectedRateNow(d, ctx)), extra(d));
}

function strategyName(name: string): StrategyKind {
  return name.toLowerCase().includes("avalanche") ? "avalanche" : "snowball";
}

function interestOf(result: PlanResult | undefined): FeasiblePlan | null {
  return result && result.feasible ? result : null;
}

function versusMinimums(sentence: string, ctx: ClaimContext): string | null {
  const m = new RegExp(
    `${MONEY} less(?: interest)? than paying only the minimums(?: \\((\\d+) months? sooner\\))?`,
  ).exec(sentence);
  if (!m) return null;
  const plan = feasible(ctx);
  const min = interestOf(ctx.comparison.minimums);
  if (typeof plan === "string" || !min) return "minimums only or the plan never pays off";
  return all(
    same("interest saved vs minimums", usd(cents(m[1]!)), usd(min.totalInterestCents - plan.totalInterestCents)),
    m[2] ? same("months sooner vs minimums", m[2], min.months - plan.months) : null,
  );
}

const RULES: Rule[] = [
  {
    kind: "never-pays-off",
    pattern: /^On these numbers your plan never reaches a debt-free date\./,
    check: (_m, ctx) => (ctx.plan.feasible ? "the plan pays off" : null),
  },
  {
    kind: "one-debt",
    pattern: new RegExp(`^With one debt, all ${MONEY} of your monthly payment goes to (.+) at (.+)\\.$`),
    check: (m, ctx) => {
      if (ctx.input.debts.length !== 1) return "more than one debt";
      const d = ctx.input.debts[0]!;
      return all(
        same("name", m[2]!, d.name),
        same("budget", usd(cents(m[1]!)), usd(ctx.plan.monthlyBudgetCents)),
        same("rate", m[3]!, expectedRateNow(d, ctx)),
      );
    },
  },
  {
    kind: "first-deadline",
    pattern:
      /^Start with (.+?) at (.+?): its deferred interest is charged if a balance is left after its promo rate ends, so this plan targets it first\.$/,
    check: (m, ctx) =>
      startsWith(m[1]!, ctx, m[2]!, (d) =>
        d.promo?.deferredInterest && promoRuns(d, ctx) && ctx.input.strategy !== "custom"
          ? null
          : `${d.name} is not first for a deferred-interest deadline`,
      ),
  },
  {
    kind: "first-highest-and-smallest",
    pattern:
      /^Start with (.+?) at (.+? APR): it has both your highest rate and your smallest balance, so it is the clear first target\.$/,
    check: (m, ctx) => startsWith(m[1]!, ctx, m[2]!, (d) => all(highestRate(d, ctx), smallestBalance(d, ctx))),
  },
  {
    kind: "first-highest",
    pattern:
      /^Start with (.+?) at (.+? APR): it has your highest interest rate, so it costs you the most each month and every extra dollar there saves the most interest\.$/,
    check: (m, ctx) => startsWith(m[1]!, ctx, m[2]!, (d) => highestRate(d, ctx)),
  },
  {
    kind: "first-plain",
    pattern: /^Start with (.+?) at (.+), the first debt this plan targets\.$/,
    check: (m, ctx) => startsWith(m[1]!, ctx, m[2]!, () => null),
  },
  {
    kind: "first-smallest",
    pattern: new RegExp(
      `^Start with (.+?), your smallest balance at ${MONEY}(?::(?: you could clear it by month (\\d+))?(?: and)?(?: its ${MONEY} minimum then rolls into the next debt)?)?\\.$`,
    ),
    check: (m, ctx) => {
      const d = firstTarget(ctx, m[1]!);
      if (typeof d === "string") return d;
      const plan = feasible(ctx);
      if (typeof plan === "string") return plan;
      const outcome = plan.debts.find((x) => x.id === d.id)!;
      const rolls = m[4] !== undefined;
      return all(
        smallestBalance(d, ctx),
        same("balance", usd(cents(m[2]!)), usd(d.balanceCents)),
        m[3] ? same("payoff month", m[3], outcome.payoffMonth) : null,
        rolls ? same("minimum", usd(cents(m[4]!)), usd(d.minPaymentCents)) : null,
        rolls && !plan.debts.some((x) => x.payoffMonth > outcome.payoffMonth)
          ? "no debt is left open for its minimum to roll into"
          : null,
      );
    },
  },
  {
    kind: "your-plan",
    pattern: /^Your plan: (.+), starting with (.+?) at (.+)\.$/,
    check: (m, ctx) => {
      const extra = new RegExp(`with ${MONEY} extra a month`).exec(m[1]!);
      const lumps = /and (\d+) lump sums?$/.exec(m[1]!);
      return all(
        startsWith(m[2]!, ctx, m[3]!, () => null),
        same("extra", extra ? usd(cents(extra[1]!)) : usd(0), usd(ctx.input.extraPaymentCents ?? 0)),
        same("lump sums", lumps ? lumps[1]! : 0, ctx.input.lumpSums?.length ?? 0),
      );
    },
  },
  {
    kind: "timeline",
    pattern: new RegExp(
      `^Paying ${MONEY} a month( and your lump sums on their dates)?, you could be debt-free by ${MONTH} \\((\\d+) months?(?:, about \\d+ years)?\\) with (no interest at all|${MONEY} in total interest)\\.$`,
    ),
    check: (m, ctx) => {
      const plan = feasible(ctx);
      if (typeof plan === "string") return plan;
      const used = (ctx.input.lumpSums?.length ?? 0) - plan.unusedLumpSums.length;
      return all(
        same("budget", usd(cents(m[1]!)), usd(plan.monthlyBudgetCents)),
        same("lump sums said", m[2] !== undefined, used > 0),
        same("debt-free month", m[3]!, monthLabel(plan.debtFreeDate)),
        same("months", m[4]!, plan.months),
        same("interest", m[6] ? usd(cents(m[6])) : usd(0), usd(plan.totalInterestCents)),
      );
    },
  },
  {
    kind: "deferred-charged",
    pattern: new RegExp(
      `^One date to watch: (.+)'s promo rate ends in ${MONTH}, and on these numbers a balance is left then, so ${MONEY} of deferred interest would be charged\\.$`,
    ),
    check: (m, ctx) => deferredClaim(m[1]!, m[2]!, m[3]!, true, ctx),
  },
  {
    kind: "deferred-in-time",
    pattern: new RegExp(
      `^(.+) is paid off before its promo rate ends in ${MONTH}, so its ${MONEY} of deferred interest is never charged\\.$`,
    ),
    check: (m, ctx) => deferredClaim(m[1]!, m[2]!, m[3]!, false, ctx),
  },
  {
    kind: "warning",
    pattern: new RegExp(
      `^One thing to watch: (once its promo rate ends, )?(.+?)'s ${MONEY} minimum (doesn't cover|only covers) the ${MONEY} of interest it adds each month(?: \\(and (.+) too\\))?, so paying only that minimum (would let the balance grow|would never lower the balance)\\.$`,
    ),
    check: (m, ctx) => {
      const d = debtNamed(ctx, m[2]!);
      if (!d) return `no debt named ${m[2]}`;
      const interest = monthlyInterestCents(d.balanceCents, percentToBps(d.aprPercent));
      const covers = m[4] === "only covers";
      const kindOf = (x: DebtInput) => {
        const i = monthlyInterestCents(x.balanceCents, percentToBps(x.aprPercent));
        return x.minPaymentCents > i ? null : `${x.minPaymentCents === i}/${promoRuns(x, ctx)}`;
      };
      const others = ctx.input.debts.filter((x) => x !== d && kindOf(x) === kindOf(d));
      const named = m[6];
      return all(
        same("minimum", usd(cents(m[3]!)), usd(d.minPaymentCents)),
        same("interest a month", usd(cents(m[5]!)), usd(interest)),
        covers ? same("minimum equals interest", true, d.minPaymentCents === interest) : null,
        !covers ? same("minimum below interest", true, d.minPaymentCents < interest) : null,
        same("grows", m[7] === "would let the balance grow", !covers),
        same("promo running", m[1] !== undefined, promoRuns(d, ctx)),
        named === undefined
          ? null
          : /^(\d+) other debts$/.test(named)
            ? same("other debts", named, `${others.length} other debts`)
            : same("other debt", named, others.map((x) => x.name).join()),
      );
    },
  },
  {
    kind: "same-order",
    pattern: /^The (avalanche|snowball) method picks the same order here, so both give the same plan/,
    check: (m, ctx) => {
      const { avalanche, snowball } = ctx.comparison;
      const sameOrder = avalanche.targetOrder.join() === snowball.targetOrder.join();
      return all(
        sameOrder ? null : "avalanche and snowball differ in order",
        versusMinimums(m.input, ctx),
        /never clear your balance/.test(m.input) && ctx.comparison.minimums.feasible
          ? "minimums only does pay off"
          : null,
      );
    },
  },
  {
    kind: "versus-recommendation",
    pattern:
      /^The (avalanche|snowball) order would save \$([\d,]+\.\d{2}) more in interest(?: and finish (\d+) months? sooner)?/,
    check: (m, ctx) => {
      const plan = feasible(ctx);
      const rec = interestOf(ctx.comparison[ctx.recommended]);
      if (typeof plan === "string" || !rec) return "a plan never pays off";
      return all(
        same("recommended", strategyName(m[1]!), ctx.recommended),
        same("saves", usd(cents(m[2]!)), usd(plan.totalInterestCents - rec.totalInterestCents)),
        m[3] ? same("months", m[3], plan.months - rec.months) : null,
        versusMinimums(m.input, ctx),
      );
    },
  },
  {
    kind: "comparison",
    pattern: /^(That's|Paying only the minimums would never clear your balance)/,
    check: (m, ctx) => comparisonClaim(m.input, ctx),
  },
  {
    kind: "extra-enables",
    pattern: new RegExp(
      `^Your extra ${MONEY} a month is what makes this work: without it, the balance would never be paid off\\.$`,
    ),
    check: (m, ctx) =>
      all(
        same("extra", usd(cents(m[1]!)), usd(ctx.input.extraPaymentCents ?? 0)),
        computePlan({ ...ctx.input, extraPaymentCents: 0 }).feasible ? "it pays off without the extra too" : null,
      ),
  },
  {
    kind: "extra-actual",
    pattern: new RegExp(`^Your extra ${MONEY} a month does a lot of that work: it cuts (.+)\\.$`),
    check: (m, ctx) =>
      all(
        same("extra", usd(cents(m[1]!)), usd(ctx.input.extraPaymentCents ?? 0)),
        extraCuts(m[2]!, computePlan({ ...ctx.input, extraPaymentCents: 0 }), ctx.plan),
      ),
  },
  {
    kind: "extra-what-if",
    pattern: new RegExp(
      `^Adding even ${MONEY} a month would cut about (.+); you can try amounts with the what-if slider\\.$`,
    ),
    check: (m, ctx) =>
      all(
        (ctx.input.extraPaymentCents ?? 0) === 0 ? null : "an extra is already paid",
        extraCuts(m[2]!, ctx.plan, computePlan({ ...ctx.input, extraPaymentCents: cents(m[1]!) })),
      ),
  },
  {
    kind: "closing-year",
    pattern: /^That's less than a year away, and every payment you log moves it closer\.$/,
    check: (_m, ctx) => {
      const plan = feasible(ctx);
      if (typeof plan === "string") return plan;
      return plan.months <= 12 ? null : `${plan.months} months is not less than a year`;
    },
  },
  {
    kind: "closing-date",
    pattern: new RegExp(`^Every payment you log keeps ${MONTH} in sight\\.$`),
    check: (m, ctx) => {
      const plan = feasible(ctx);
      return typeof plan === "string" ? plan : same("debt-free month", m[1]!, monthLabel(plan.debtFreeDate));
    },
  },
];

function extraCuts(text: string, slower: PlanResult, faster: PlanResult): string | null {
  if (!slower.feasible || !faster.feasible) return "a run never pays off";
  const months = /(\d+) months?/.exec(text);
  const money = new RegExp(`${MONEY} of interest`).exec(text);
  return all(
    same("months cut", months ? months[1]! : 0, slower.months - faster.months),
    same(
      "interest cut",
      money ? usd(cents(money[1]!)) : usd(0),
      usd(slower.totalInterestCents - faster.totalInterestCents),
    ),
  );
}

function comparisonClaim(sentence: string, ctx: ClaimContext): string | null {
  const plan = feasible(ctx);
  const problems: (string | null)[] = [versusMinimums(sentence, ctx)];
  if (/paying only the minimums would never clear your balance/i.test(sentence) && ctx.comparison.minimums.feasible)
    problems.push("minimums only does pay off");
  const vsMethod = new RegExp(`${MONEY} less interest than the (avalanche|snowball) method`).exec(sentence);
  const sooner = /(\d+) months? sooner than the (avalanche|snowball) method at the same cost/.exec(sentence);
  const sameCost = /the same cost as the (avalanche|snowball) method/.exec(sentence);
  const other = vsMethod?.[2] ?? sooner?.[2] ?? sameCost?.[1];
  if (other) {
    const rec = interestOf(ctx.comparison[ctx.recommended]);
    const alt = interestOf(ctx.comparison[strategyName(other)]);
    if (!rec || !alt) return "a strategy never pays off";
    if (vsMethod)
      problems.push(same("vs other", usd(cents(vsMethod[1]!)), usd(alt.totalInterestCents - rec.totalInterestCents)));
    if (sooner) problems.push(same("months vs other", sooner[1]!, alt.months - rec.months));
    if (sooner || sameCost) problems.push(same("same cost", usd(alt.totalInterestCents), usd(rec.totalInterestCents)));
  }
  const vsOrder = new RegExp(
    `(?:${MONEY} less interest than|the same interest as) the (avalanche|snowball) order`,
  ).exec(sentence);
  if (vsOrder) {
    const rec = interestOf(ctx.comparison[ctx.recommended]);
    if (typeof plan === "string" || !rec) return "a plan never pays off";
    problems.push(
      same("vs recommendation", usd(cents(vsOrder[1] ?? "0")), usd(rec.totalInterestCents - plan.totalInterestCents)),
    );
  }
  return all(...problems);
}

function deferredClaim(name: string, month: string, atRisk: string, charged: boolean, ctx: ClaimContext) {
  const plan = feasible(ctx);
  if (typeof plan === "string") return plan;
  const d = debtNamed(ctx, name);
  const promo = d && plan.debts.find((x) => x.id === d.id)?.promo;
  if (!d || !promo?.deferredInterest) return `${name} has no deferred-interest promo in this plan`;
  const outcome = plan.debts.find((x) => x.id === d.id)!;
  return all(
    same("promo end", month, monthLabel(promo.endsOn)),
    same("at risk", usd(cents(atRisk)), usd(promo.atRiskCents)),
    same("charged", charged, promo.chargedInMonth !== null),
    charged ? null : same("paid off by promo end", true, outcome.payoffMonth <= promo.endsInMonth),
  );
}
