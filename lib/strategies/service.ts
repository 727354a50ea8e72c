import "server-only";
import { userToday } from "@/lib/account/time-zone";
import { clockNow } from "@/lib/clock";
import { calendarMonthOfDay } from "@/lib/dates";
import { yieldToEventLoop } from "@/lib/concurrency";
import { runEngineTasks } from "@/lib/engine-threads/engine";
import { AppError } from "@/lib/errors";
import { features } from "@/lib/env";
import { hasFeature } from "@/lib/billing/gates";
import { toEngineDebt, type ListedDebt } from "@/lib/debts/stored";
import {
  PayoffInputError,
  formatCents,
  formatYearMonth,
  monthsBetween,
  type PlanInput,
  type PlanResult,
} from "@/lib/payoff";
import { engineInput, type PlanChoice } from "@/lib/plan/this-month";
import { MORE_ORDERS, centsOrNull, otherOf, savedVersus, toLumpSumDto, toPlanSummary, toSnapshot } from "./dto";
import { analysisFacts } from "./message/analysis";
import { buildFacts, followUpTasks } from "./message/facts";
import { writeLocalStrategyMessage } from "./message/local-writer";
import type { MessageDepth, StrategyFacts, WrittenMessage } from "./message/types";
import { writeStrategyMessage, writtenLocally } from "./message/write";
import { withSchedulesOmitted } from "./first-paint";
import { insertStrategy } from "./storage";
import type { StrategyDto, StrategyKind } from "./types";

// The stored answer is what /results shows, so it never changes when debts change later; its headline is the saved
// plan's, and the recommendation is one of the alternatives (docs/product-rules.md "Debt calculator and results").

export interface CalculateOptions {
  now?: Date;
  /** Injected in tests (a string counts as the local writer's); default: the AI SDK writer, falling back to local. */
  writeMessage?: (facts: StrategyFacts, depth: MessageDepth) => Promise<WrittenMessage | string>;
  /** Store the built-in writer's text now, marked pending (docs/product-rules.md "Explanations that stream"). */
  messageLater?: boolean;
}

/**
 * `plan` is settled by the caller (lib/plan/service.ts) and is the answer's headline; `debts` are read once their
 * interest is caught up. The alternatives get the lump sums only on Pro; the saved plan keeps its own
 * (docs/product-rules.md "Plans and limits").
 */
export async function calculateStrategies(
  user: { id: string; subscriptionPlan: string },
  { plan: choice, debts }: { plan: PlanChoice; debts: readonly ListedDebt[] },
  { now = clockNow(), writeMessage = writeStrategyMessage, messageLater = false }: CalculateOptions = {},
): Promise<StrategyDto> {
  if (debts.length === 0) throw new AppError("bad_request", "Add at least one debt");

  // The plan starts in the user's own month (docs/product-rules.md "The product's clock").
  const startMonth = calendarMonthOfDay(await userToday(user.id, now));
  const engineDebts = debts.map(toEngineDebt);
  const savedInput = currentLumpSumsOnly(engineInput(engineDebts, choice, startMonth));
  const extraPaymentCents = savedInput.extraPaymentCents ?? 0;
  const pro = hasFeature(user, "customStrategy");
  const lumpSums = pro ? (savedInput.lumpSums ?? []) : [];
  // The comparison and the saved plan run on an engine thread (ARCHITECTURE.md "Speed"): a 200-debt comparison is
  // tens of milliseconds of CPU that other users' requests would otherwise wait behind.
  const [comparison, plan] = await runEngine(() =>
    runEngineTasks([
      {
        kind: "compare",
        input: {
          debts: engineDebts,
          extraPaymentCents,
          startMonth,
          ...(lumpSums.length > 0 && { lumpSums }),
          ...(pro && { moreOrders: true }),
        },
      },
      { kind: "plan", input: savedInput },
    ] as const),
  );

  const strategyType: StrategyKind = comparison.recommended;
  const snapshots = new Map(debts.map((d) => [d.id, toSnapshot(d)]));
  const saved = { strategy: choice.strategy, input: savedInput, result: plan };
  const followUps = await runEngine(() => runEngineTasks(followUpTasks(saved, extraPaymentCents, startMonth)));
  const facts = buildFacts({
    debts: engineDebts,
    snapshots,
    comparison,
    strategyType,
    saved,
    extraPaymentCents,
    startMonth,
    followUps,
  });
  await yieldToEventLoop();
  // Beside an analysis the short message is kept too (the local writer: keyless, instant), for when the plan no
  // longer includes the analysis (messageForPlan).
  const depth: MessageDepth = hasFeature(user, "advancedAiInsights") ? "analysis" : "brief";
  const briefMessage = depth === "analysis" ? writeLocalStrategyMessage(facts) : null;
  if (depth === "analysis")
    facts.analysis = await analysisFacts({ userId: user.id, plan, debts: engineDebts, snapshots, startMonth });
  const pending = messageLater && features.openai();
  const written = pending ? writtenLocally(facts, depth) : await writeMessage(facts, depth);
  const { text: aiMessage, writer: messageWriter } =
    typeof written === "string" ? { text: written, writer: "local" as const } : written;
  // Each step below is milliseconds of this thread for 200 debts: other requests get a turn in between.
  await yieldToEventLoop();
  const summary = (result: PlanResult) => toPlanSummary(result, startMonth, snapshots);
  const comparisonSummaries: StrategyDto["comparison"] = {
    saved: summary(plan),
    avalanche: summary(comparison.avalanche),
    snowball: summary(comparison.snowball),
    minimums: summary(comparison.minimums),
  };
  for (const kind of MORE_ORDERS) {
    const result = comparison[kind];
    if (result) comparisonSummaries[kind] = summary(result);
  }
  const savedOrder = savedInput.customOrder;

  const result: Omit<StrategyDto, "id" | "createdAt"> = {
    strategyType,
    savedStrategy: choice.strategy,
    ...(savedOrder && { savedOrder: [...savedOrder] }),
    totalDebt: formatCents(plan.startingBalanceCents),
    totalInterest: plan.feasible ? formatCents(plan.totalInterestCents) : null,
    payoffTimeMonths: plan.feasible ? plan.months : null,
    aiMessage,
    messageWriter,
    messageDepth: depth,
    ...(pending && { messagePending: true }),
    extraPayment: formatCents(extraPaymentCents),
    monthlyBudget: formatCents(plan.monthlyBudgetCents),
    feasible: plan.feasible,
    infeasibleReason: plan.feasible ? null : plan.message,
    debts: plan.targetOrder.map((id) => snapshots.get(id)!),
    comparison: comparisonSummaries,
    ...(lumpSums.length > 0 && { lumpSums: lumpSums.map(toLumpSumDto) }),
    interestSavedVsOther: centsOrNull(savedVersus(comparison[otherOf(strategyType)], comparison[strategyType])),
    interestSavedVsMinimums: centsOrNull(savedVersus(comparison.minimums, plan)),
    warnings: comparison.warnings.map((w) => w.message),
  };

  await yieldToEventLoop();
  // Schedules are not built here: every reader runs them again from the stored inputs (./storage.ts).
  const stored = await insertStrategy(
    user.id,
    result,
    {
      startMonth: formatYearMonth(startMonth),
      debts: engineDebts,
      moreOrders: pro,
      messageFacts: facts,
      saved: {
        strategy: choice.strategy,
        ...(savedOrder && { customOrder: [...savedOrder] }),
        lumpSums: (savedInput.lumpSums ?? []).map(toLumpSumDto),
      },
    },
    briefMessage,
  );
  return withSchedulesOmitted(stored);
}

/** Lump sums dated before the plan's first month are history, not "unused": they are left out. */
function currentLumpSumsOnly(input: PlanInput): PlanInput {
  const lumpSums = (input.lumpSums ?? []).filter((l) => monthsBetween(input.startMonth, l.month) >= 0);
  const { lumpSums: _all, ...rest } = input;
  return lumpSums.length > 0 ? { ...rest, lumpSums } : rest;
}

/** The engine throws PayoffInputError only for input it cannot run (e.g. more debts than it supports). */
async function runEngine<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PayoffInputError) throw new AppError("bad_request", error.message);
    throw error;
  }
}
