import "server-only";
import { db } from "@/lib/db";
import { hasFeature } from "@/lib/billing/gates";
import { AppError, notFound } from "@/lib/errors";
import { enforce } from "@/lib/rate-limit";
import type { StoredResult } from "../storage";
import { streamStrategyMessage, type MessageStreamOptions } from "./write";
import type { MessageDepth, SavedPlanMessage } from "./types";

// docs/product-rules.md "Explanations that stream": the latest calculation's message written anew from the facts
// stored with it, and saved in place of the old one when finished.

/** 10 an hour per user: each one may be a model call. A calculation's own pending explanation does not count. */
export const EXPLAIN_PLAN_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 };
export const explainPlanRateLimitKey = (userId: string) => `strategies:explain:user:${userId}`;

/** 409 for a row stored before its facts were kept. The depth follows the reader's plan now, as messageForPlan does. */
export async function prepareStreamedPlanMessage(user: { id: string; subscriptionPlan: string }) {
  const row = await db.strategy.findFirst({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, result: true },
  });
  if (!row) throw notFound("Strategy");
  const stored = (row.result as unknown as StoredResult).inputs?.messageFacts;
  if (!stored)
    throw new AppError("conflict", "This plan was calculated before explanations could be rewritten. Recalculate it.");
  await takePendingOrCount(row.id, user.id);
  const depth: MessageDepth = hasFeature(user, "advancedAiInsights") && stored.analysis ? "analysis" : "brief";
  const { analysis, ...brief } = stored;
  const facts = depth === "analysis" ? { ...brief, analysis } : brief;
  return {
    depth,
    write: async (options: MessageStreamOptions): Promise<SavedPlanMessage | null> => {
      const written = await streamStrategyMessage(facts, depth, options);
      if (!written) return null;
      // One row: its columns and the same keys in its stored result, in one statement.
      const updated = await db.$executeRaw`
        UPDATE "Strategy"
           SET "aiMessage" = ${written.text}, "messageWriter" = ${written.writer}, "messageDepth" = ${depth},
               result = (result || jsonb_build_object('aiMessage', ${written.text}::text,
                                                      'messageWriter', ${written.writer}::text,
                                                      'messageDepth', ${depth}::text)) - 'messagePending'
         WHERE id = ${row.id} AND "userId" = ${user.id}`;
      // Pruned meanwhile by 20 newer calculations: nothing of it is left to explain.
      if (updated === 0) throw notFound("Strategy");
      return { id: row.id, aiMessage: written.text, messageWriter: written.writer, messageDepth: depth };
    },
  };
}

// The calculation's own first stream takes the pending mark, in one statement so only one request can, and is not
// counted; any other stream counts against EXPLAIN_PLAN_RATE_LIMIT. A reload then shows the built-in text.
async function takePendingOrCount(strategyId: string, userId: string): Promise<void> {
  const taken = await db.$executeRaw`
    UPDATE "Strategy" SET result = result - 'messagePending'
     WHERE id = ${strategyId} AND "userId" = ${userId} AND result ? 'messagePending'`;
  if (taken === 0) await enforce(explainPlanRateLimitKey(userId), EXPLAIN_PLAN_RATE_LIMIT);
}
