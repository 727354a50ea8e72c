/**
 * `npm run bench` (tsx scripts/bench.ts): micro-benchmarks of the payoff engine.
 *
 * Each measurement warms up, calibrates a batch size (a batch runs for at least ~5 ms), then reports the MEDIAN
 * time per call over many batches, plus calls per second. Portfolios are generated from a fixed seed, so runs are
 * comparable. The budget from PAYOFF.md: 20 debts over ~30 years, avalanche + snowball with full schedules, well
 * under 1 ms in Node.
 *
 * Add a benchmark by appending an async function to `sections` below; it prints its own table with `printTable`.
 * Flags: --quick (fewer batches), --only=<section name substring>, --cpu (time batches by this process's CPU time
 * instead of the wall clock: steadier on a busy machine, where other processes steal the cores).
 */
import {
  comparePlans,
  computePlan,
  extraPaymentForTargetDate,
  type CalendarMonth,
  type DebtInput,
  type PlanResult,
  type Strategy,
} from "../lib/payoff";

const START: CalendarMonth = { year: 2026, month: 1 };
const SIZES = [1, 5, 20, 50];
const QUICK = process.argv.includes("--quick");
const CPU = process.argv.includes("--cpu");
const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length).toLowerCase();

// ------------------------------------------------------------------------------------------------ measurement --
interface Measurement {
  /** Median milliseconds per call. */
  medianMs: number;
  /** Fastest batch, milliseconds per call. */
  minMs: number;
  opsPerSec: number;
  batches: number;
  perBatch: number;
}

/** Milliseconds: wall clock, or user + system CPU time of this process with --cpu. */
function now(): number {
  if (!CPU) return performance.now();
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let sink = 0; // keeps results alive so the JIT cannot drop the work

function consume(result: unknown): void {
  if (Array.isArray(result)) {
    sink += result.length;
    return;
  }
  const plan = result as PlanResult | { extraPaymentCents: number } | null;
  if (plan && "feasible" in plan) sink += plan.feasible ? plan.months + (plan.schedule?.length ?? 0) : 1;
  else if (plan && "extraPaymentCents" in plan) sink += plan.extraPaymentCents;
  else sink += 1;
}

function measure(fn: () => unknown, options: { warmupMs?: number; batchMs?: number; batches?: number } = {}): Measurement {
  const warmupMs = options.warmupMs ?? (QUICK ? 100 : 300);
  const batchMs = options.batchMs ?? 5;
  const batches = options.batches ?? (QUICK ? 15 : 51);
  // Warm-up (lets the JIT optimize), counting calls to calibrate the batch size.
  let calls = 0;
  const warmStart = now();
  while (now() - warmStart < warmupMs) {
    consume(fn());
    calls++;
  }
  const perCallMs = (now() - warmStart) / calls;
  const perBatch = Math.max(1, Math.ceil(batchMs / perCallMs));
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = now();
    for (let i = 0; i < perBatch; i++) consume(fn());
    samples.push((now() - t0) / perBatch);
  }
  samples.sort((x, y) => x - y);
  const medianMs = samples[Math.floor(samples.length / 2)]!;
  return { medianMs, minMs: samples[0]!, opsPerSec: 1000 / medianMs, batches, perBatch };
}

// ---------------------------------------------------------------------------------------------------- output --
function formatMicros(ms: number): string {
  const us = ms * 1000;
  return us >= 100 ? `${us.toFixed(0)} µs` : `${us.toFixed(1)} µs`;
}

function formatRate(perSec: number): string {
  return Math.round(perSec).toLocaleString("en-US");
}

/** Prints a small aligned table: first column left-aligned, the rest right-aligned. */
function printTable(title: string, header: string[], rows: string[][], note?: string): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  if (note) console.log(note);
}

// ---------------------------------------------------------------------------------------------- portfolios --
/** mulberry32: a tiny deterministic PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A "30-year-ish" portfolio: balances $2k..$60k, APRs 2..29.99 %, each minimum amortizing its debt over
 * 25-35 years, no extra payment, so with the rollover the whole plan runs roughly 25-30 years.
 */
function portfolio(n: number, seed = 42): DebtInput[] {
  const random = rng(seed * 1000 + n);
  const debts: DebtInput[] = [];
  for (let i = 0; i < n; i++) {
    const balanceCents = Math.round(200_000 + random() * 5_800_000);
    const bps = Math.round(200 + random() * 2799);
    const r = bps / 120_000;
    const term = 300 + Math.floor(random() * 121);
    const minPaymentCents = Math.ceil((balanceCents * r) / (1 - (1 + r) ** -term)) + 1;
    debts.push({ id: `debt-${i + 1}`, name: `Debt ${i + 1}`, balanceCents, aprPercent: bps / 100, minPaymentCents });
  }
  return debts;
}

function months(debts: DebtInput[], strategy: Strategy): string {
  const plan = computePlan({ debts, strategy, startMonth: START });
  return plan.feasible ? String(plan.months) : "never";
}

// ------------------------------------------------------------------------------------------------- sections --
type Section = { name: string; run: () => Promise<void> };

const sections: Section[] = [
  {
    name: "computePlan with full schedules",
    run: async () => {
      const rows: string[][] = [];
      let verdict = "";
      for (const n of SIZES) {
        const debts = portfolio(n);
        const aval = measure(() => computePlan({ debts, strategy: "avalanche", startMonth: START, includeSchedule: true }));
        const snow = measure(() => computePlan({ debts, strategy: "snowball", startMonth: START, includeSchedule: true }));
        const both = aval.medianMs + snow.medianMs;
        rows.push([
          String(n),
          `${months(debts, "avalanche")} / ${months(debts, "snowball")}`,
          formatMicros(aval.medianMs),
          formatMicros(snow.medianMs),
          formatMicros(both),
          formatRate(aval.opsPerSec),
          formatRate(snow.opsPerSec),
        ]);
        if (n === 20) verdict = `Budget (20 debts, both strategies, schedules): ${formatMicros(both)} of 1000 µs -> ${both < 1 ? "OK" : "OVER BUDGET"}`;
      }
      printTable(
        "computePlan, includeSchedule: true (median per plan)",
        ["debts", "months A/S", "avalanche", "snowball", "A + S", "avalanche/s", "snowball/s"],
        rows,
        verdict,
      );
    },
  },
  {
    name: "computePlan summary only",
    run: async () => {
      const rows: string[][] = [];
      for (const n of SIZES) {
        const debts = portfolio(n);
        const aval = measure(() => computePlan({ debts, strategy: "avalanche", startMonth: START }));
        const snow = measure(() => computePlan({ debts, strategy: "snowball", startMonth: START }));
        rows.push([String(n), formatMicros(aval.medianMs), formatMicros(snow.medianMs), formatRate(aval.opsPerSec), formatRate(snow.opsPerSec)]);
      }
      printTable("computePlan, includeSchedule: false (median per plan)", ["debts", "avalanche", "snowball", "avalanche/s", "snowball/s"], rows);
    },
  },
  {
    name: "comparePlans and target search",
    run: async () => {
      const rows: string[][] = [];
      for (const n of SIZES) {
        const debts = portfolio(n);
        const compare = measure(() => comparePlans({ debts, startMonth: START }));
        const target = { year: START.year + 10, month: START.month };
        const search = measure(() => extraPaymentForTargetDate({ debts, strategy: "avalanche", startMonth: START, target }), { batches: QUICK ? 9 : 21 });
        rows.push([String(n), formatMicros(compare.medianMs), formatRate(compare.opsPerSec), formatMicros(search.medianMs), formatRate(search.opsPerSec)]);
      }
      printTable(
        "comparePlans (avalanche + snowball + minimums, no schedules) and extraPaymentForTargetDate (10-year target)",
        ["debts", "compare", "compare/s", "target search", "searches/s"],
        rows,
      );
    },
  },
];

async function main(): Promise<void> {
  console.log(
    `Payoff engine benchmark: Node ${process.version}, ${QUICK ? "quick" : "full"} run, ` +
      `median of batches after warm-up, timed by ${CPU ? "process CPU time (--cpu)" : "wall clock"}.`,
  );
  for (const section of sections) {
    if (ONLY && !section.name.toLowerCase().includes(ONLY)) continue;
    await section.run();
  }
  if (sink === 0) console.log(""); // never true; reading sink keeps it observable
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
