/**
 * The engine's runs as plain data (ARCHITECTURE.md "Speed"): a task names an engine function and its input, so a
 * server can hand it to a worker thread (structured clone both ways) or run it where it is, with the same answer.
 */
import { comparePlans } from "./compare";
import { computePlan } from "./engine";
import type { CompareInput, PlanComparison, PlanInput, PlanResult } from "./types";

export type EngineTask = { kind: "compare"; input: CompareInput } | { kind: "plan"; input: PlanInput };

/** What each task answers, in the tasks' order. */
export type EngineResults<T extends readonly EngineTask[]> = {
  [K in keyof T]: T[K] extends { kind: "compare" } ? PlanComparison : PlanResult;
};

export function runEngineTask(task: EngineTask): PlanComparison | PlanResult {
  return task.kind === "compare" ? comparePlans(task.input) : computePlan(task.input);
}
