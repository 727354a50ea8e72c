import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { features } from "@/lib/env";
import { notFound } from "@/lib/errors";
import type { CoachMessage, Prisma } from "@/lib/generated/prisma/client";
import { maskAccountNumbers } from "@/lib/masking";
import type { TCoachChat } from "@/lib/validations/coach";
import { askCoach } from "./engine";
import { coachUsage, countCoachQuestion } from "./limits";
import { modelAnswerer } from "./model-answer";
import type { CoachToolCall } from "./tools";
import {
  COACH_TITLE_MAX_LENGTH,
  type CoachConversationDto,
  type CoachConversationListDto,
  type CoachMessageDto,
  type CoachRole,
  type CoachUsageDto,
  type CoachWriter,
} from "./types";

// docs/product-rules.md "Coach chat". The question and the answer are stored in two transactions, so none is held
// open while a model writes; a question whose answer was stopped stays without one.

export interface CoachAnswer {
  text: string;
  writer: CoachWriter;
  toolCalls: CoachToolCall[];
}

export interface CoachAnswerOptions {
  /** Never called for the local engine's answer. */
  onDelta?: (text: string) => void;
  /** The reader left: the answer is null, so nothing is stored. */
  abortSignal?: AbortSignal;
}

export interface CoachTurnContext {
  role: CoachRole;
  text: string;
}

/** Null only when abortSignal fired. */
export type CoachAnswerer = (input: {
  userId: string;
  text: string;
  history: CoachTurnContext[];
  options: CoachAnswerOptions;
}) => Promise<CoachAnswer | null>;

/** Enough to follow "and the Visa?". */
export const COACH_CONTEXT_MESSAGES = 6;

export const COACH_CONVERSATION_LIST_LIMIT = 100;

export interface PreparedCoachMessage {
  conversation: { id: string; title: string };
  /** Null when stopped. */
  answer(options?: CoachAnswerOptions): Promise<{ message: CoachMessageDto; usage: CoachUsageDto } | null>;
}

/** Another user's conversation, or an unknown id, is a 404 before anything is counted. */
export async function prepareCoachMessage(
  user: Pick<SessionUser, "id" | "subscriptionPlan">,
  input: TCoachChat,
  answerer: CoachAnswerer = configuredAnswerer(),
): Promise<PreparedCoachMessage> {
  if (input.conversationId !== undefined) await ownConversation(user.id, input.conversationId);
  const usage = await countCoachQuestion(user);
  const text = maskAccountNumbers(input.text);
  const { conversation, history } = await db.$transaction(async (tx) => {
    const conversation = input.conversationId
      ? await touchConversation(tx, user.id, input.conversationId)
      : await tx.coachConversation.create({ data: { userId: user.id, title: titleOf(text) } });
    const history = input.conversationId
      ? await tx.coachMessage.findMany({
          where: { conversationId: conversation.id },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: COACH_CONTEXT_MESSAGES,
          select: { role: true, text: true },
        })
      : [];
    await tx.coachMessage.create({ data: { conversationId: conversation.id, role: "user", text } });
    return { conversation, history: history.reverse() as CoachTurnContext[] };
  });

  return {
    conversation: { id: conversation.id, title: conversation.title },
    answer: async (options = {}) => {
      const answer = await answerer({ userId: user.id, text, history, options });
      if (!answer || options.abortSignal?.aborted) return null;
      const message = await db.$transaction(async (tx) => {
        await touchConversation(tx, user.id, conversation.id);
        return tx.coachMessage.create({
          data: {
            conversationId: conversation.id,
            role: "assistant",
            // The privacy promise, whoever wrote it.
            text: maskAccountNumbers(answer.text),
            writer: answer.writer,
            toolCalls: JSON.parse(JSON.stringify(answer.toolCalls)) as Prisma.InputJsonValue,
          },
        });
      });
      return { message: toMessageDto(message), usage };
    },
  };
}

/** Without streaming, for the eval script and tests. */
export async function answerCoachMessage(
  user: Pick<SessionUser, "id" | "subscriptionPlan">,
  input: TCoachChat,
  answerer?: CoachAnswerer,
): Promise<{ conversation: { id: string; title: string }; message: CoachMessageDto; usage: CoachUsageDto }> {
  const prepared = await prepareCoachMessage(user, input, answerer);
  const answered = await prepared.answer();
  if (!answered) throw new Error("the answer was stopped");
  return { conversation: prepared.conversation, ...answered };
}

export const localAnswerer: CoachAnswerer = async ({ userId, text }) => {
  const turn = await askCoach(userId, text);
  return { text: turn.response, writer: "local", toolCalls: turn.toolCalls };
};

export function configuredAnswerer(): CoachAnswerer {
  return features.openai() ? modelAnswerer({ fallback: localAnswerer }) : localAnswerer;
}

export async function listCoachConversations(
  user: Pick<SessionUser, "id" | "subscriptionPlan">,
): Promise<CoachConversationListDto> {
  const [rows, usage] = await Promise.all([
    db.coachConversation.findMany({
      where: { userId: user.id },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: COACH_CONVERSATION_LIST_LIMIT,
      select: { id: true, title: true, updatedAt: true, _count: { select: { messages: true } } },
    }),
    coachUsage(user),
  ]);
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
      messageCount: row._count.messages,
    })),
    usage,
  };
}

export async function getCoachConversation(userId: string, id: string): Promise<CoachConversationDto> {
  const row = await db.coachConversation.findFirst({
    where: { id, userId },
    select: {
      id: true,
      title: true,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!row) throw notFound("Conversation");
  return { id: row.id, title: row.title, messages: row.messages.map(toMessageDto) };
}

/** The questions still count against today's limit. */
export async function deleteCoachConversation(userId: string, id: string): Promise<void> {
  const { count } = await db.coachConversation.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound("Conversation");
}

async function ownConversation(userId: string, id: string): Promise<void> {
  const found = await db.coachConversation.findFirst({ where: { id, userId }, select: { id: true } });
  if (!found) throw notFound("Conversation");
}

/** 404 when it is not theirs or was deleted meanwhile. */
async function touchConversation(tx: Prisma.TransactionClient, userId: string, id: string) {
  const { count } = await tx.coachConversation.updateMany({ where: { id, userId }, data: { updatedAt: new Date() } });
  if (count === 0) throw notFound("Conversation");
  return tx.coachConversation.findUniqueOrThrow({ where: { id }, select: { id: true, title: true } });
}

export function titleOf(maskedText: string): string {
  const text = maskedText.replace(/\s+/g, " ").trim();
  if (text.length <= COACH_TITLE_MAX_LENGTH) return text;
  const cut = text.slice(0, COACH_TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > COACH_TITLE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function toMessageDto(row: CoachMessage): CoachMessageDto {
  return {
    id: row.id,
    role: row.role as CoachRole,
    text: row.text,
    writer: (row.writer as CoachWriter | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
