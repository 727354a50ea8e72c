import "server-only";
import { db } from "@/lib/db";
import { hasFeature } from "@/lib/billing/gates";
import { AppError, notFound } from "@/lib/errors";
import type { StoredResult } from "../storage";
import { streamStrategyMessage, type MessageStreamOptions } from "./write";
import type { MessageDepth, SavedPlanMessage } from "./types";

// "Explain again" on the results page (POST /api/strategies/latest/message/stream; docs/product-rules.md "Debt
// calculator and results", "Explanations that stream"): the latest calculation's message written anew from the facts
// stored with it, streamed, and saved in place of the old one when finished. The first paint keeps the message the
// calculation wrote (POST /api/calculate-strategies): only this action streams.

/** 10 an hour per user: each one may be a model call. */
export const EXPLAIN_PLAN_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 };
export const explainPlanRateLimitKey = (userId: string | undefined) => `strategies:explain:user:${userId}`;

/**
 * The user's latest strategy and its stored facts (404 before the first calculation; 409 for a row stored before
 * its facts were kept: recalculating writes both). The depth is what the reader's plan includes now, as the saved
 * message's is (lib/strategies/read.ts messageForPlan): an analysis only when the plan includes it and the facts
 * hold one.
 */
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
               result = result || jsonb_build_object('aiMessage', ${written.text}::text,
                                                     'messageWriter', ${written.writer}::text,
                                                     'messageDepth', ${depth}::text)
         WHERE id = ${row.id} AND "userId" = ${user.id}`;
      // Pruned meanwhile by 20 newer calculations: nothing of it is left to explain.
      if (updated === 0) throw notFound("Strategy");
      return { id: row.id, aiMessage: written.text, messageWriter: written.writer, messageDepth: depth };
    },
  };
}
