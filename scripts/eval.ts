/**
 * npm run eval: the coach's evaluation set (tests/support/coach-eval.ts: 40 questions, three phrasings each) asked
 * through the coach chat's service (lib/coach/chat.ts) for a throw-away user seeded with the set's portfolio, and the
 * score printed: passed/total and each failure. Not part of CI (a keyed run calls the provider 120 times).
 *
 * With OPENAI_API_KEY the keyed path answers (lib/coach/model-answer.ts): a phrasing passes when the model's own
 * answer was kept, that is it rested on a tool result and every amount and month in it was in that turn's tool
 * outputs (lib/coach/numbers.ts); an answer replaced by the keyless engine fails, with the reason. Without a key the
 * keyless engine answers (and the script says so): a phrasing passes when the matcher chose the question's intent
 * and every figure is grounded. The database is DATABASE_URL when set (the user is left in it), else a throw-away
 * embedded PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres, type RunningPostgres } from "./lib/embedded-postgres";
import { prepareDatabase } from "./lib/prepare-database";

interface Failure {
  id: string;
  phrasing: string;
  reason: string;
}

async function main(): Promise<void> {
  const keyed = Boolean(process.env.OPENAI_API_KEY);
  let pg: RunningPostgres | null = null;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "debtwise-eval-"));
  try {
    if (!process.env.DATABASE_URL) {
      pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, "pg"), port: await freePort(), persistent: false });
      await pg.ensureDatabase("eval");
      process.env.DATABASE_URL = pg.urlFor("eval");
    }
    await prepareDatabase(process.env.DATABASE_URL);
    console.log(
      keyed
        ? `Asking the evaluation set through the model (${process.env.OPENAI_MODEL ?? "the configured model"}).`
        : "No OPENAI_API_KEY: asking the evaluation set through the keyless engine (set a key to evaluate the model).",
    );
    const { passed, total, failures } = await runSet(keyed);
    for (const f of failures) console.log(`FAIL ${f.id}: "${f.phrasing}"\n     ${f.reason}`);
    console.log(`\nScore: ${passed}/${total} passed (${keyed ? "model" : "keyless engine"}).`);
  } finally {
    // The app's pool first, so stopping the database drops no connection in use.
    if (pg) await (await import("@/lib/db")).db.$disconnect();
    await pg?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The app's modules are loaded only once DATABASE_URL points at the database they are to use. */
async function runSet(keyed: boolean): Promise<{ passed: number; total: number; failures: Failure[] }> {
  const { answerCoachMessage, configuredAnswerer } = await import("@/lib/coach/chat");
  const { askCoach } = await import("@/lib/coach/engine");
  const { groundingProblems } = await import("@/lib/coach/numbers");
  const { COACH_EVAL } = await import("@/tests/support/coach-eval");
  const user = await seedUser();

  const failures: Failure[] = [];
  let total = 0;
  for (const question of COACH_EVAL) {
    for (const phrasing of question.phrasings) {
      total += 1;
      let reason: string | null = null;
      if (keyed) {
        // The model's refusal reasons are the fallback's warnings; caught per question.
        const warnings: string[] = [];
        const warn = console.warn;
        console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
        try {
          const { message } = await answerCoachMessage(user, { text: phrasing }, configuredAnswerer());
          if (message.writer !== "model") reason = warnings.join("; ") || "replaced by the keyless engine";
        } finally {
          console.warn = warn;
        }
      } else {
        const turn = await askCoach(user.id, phrasing);
        const problems = groundingProblems(turn.response, turn.toolCalls);
        if (turn.executedAction !== question.intent)
          reason = `matched ${turn.executedAction ?? "nothing"}, not ${question.intent}`;
        else if (problems.length > 0) reason = problems.join("; ");
      }
      if (reason) failures.push({ id: question.id, phrasing, reason });
    }
  }
  return { passed: total - failures.length, total, failures };
}

/** A Pro user with the set's portfolio, a saved avalanche plan with $150 extra, and three payments logged today. */
async function seedUser(): Promise<{ id: string; subscriptionPlan: "pro" }> {
  const { db } = await import("@/lib/db");
  const { createDebt } = await import("@/lib/debts/service");
  const { savePlan } = await import("@/lib/plan/service");
  const { logPayment } = await import("@/lib/payments/service");
  const { todayIn, addMonthsToYearMonth } = await import("@/lib/dates");
  const { EVAL_PORTFOLIO } = await import("@/tests/support/coach-eval");
  const { ZCreateDebt } = await import("@/lib/validations/debts");
  const { ZLogPayment } = await import("@/lib/validations/payments");
  const { ZSavePlan } = await import("@/lib/validations/plan");

  const row = await db.user.create({
    data: {
      email: `coach-eval-${Date.now().toString(36)}@example.invalid`,
      firstName: "Eval",
      subscriptionPlan: "pro",
      timeZone: "UTC",
    },
  });
  const user = { id: row.id, subscriptionPlan: "pro" as const };
  const today = todayIn("UTC");
  const ids: Record<string, string> = {};
  for (const [name, d] of Object.entries(EVAL_PORTFOLIO)) {
    const debt = await createDebt(
      user.id,
      ZCreateDebt.parse({
        name,
        balance: d.balance,
        interestRate: d.rate,
        minPayment: d.min,
        dueDay: 1,
        ...(d.promo && { promoRate: "0", promoEndsOn: addMonthsToYearMonth(today.slice(0, 7), 5) }),
      }),
    );
    ids[name] = debt.id;
  }
  await savePlan(user, ZSavePlan.parse({ strategy: "avalanche", extraPayment: "150" }));
  for (const [name, amount] of [
    ["Capital One Visa", "200"],
    ["Student Loan", "140"],
    ["Honda Car Loan", "310"],
  ] as const) {
    await logPayment(user.id, ZLogPayment.parse({ debtId: ids[name], amount, paymentDate: today }));
  }
  return user;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
