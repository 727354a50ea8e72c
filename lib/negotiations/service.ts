import "server-only";
import { userToday } from "@/lib/account/time-zone";
import { clockNow } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session";
import type { NegotiationLetter, Prisma } from "@/lib/generated/prisma/client";
import { promoBelowRate } from "@/lib/debts/promo";
import { formatRate } from "@/lib/debts/stored";
import { formatCentsAsDollars } from "@/lib/format";
import { formatCents, parseMoneyToCents } from "@/lib/payoff";
import { maskAccountNumbers, maskAccountNumbersIn } from "@/lib/masking";
import type { TGenerateLetter, TLetterStatus } from "@/lib/validations/negotiations";
import {
  streamNegotiationLetter,
  writeNegotiationLetter,
  type GeneratedLetter,
  type LetterStreamOptions,
} from "./ai-letter";
import { formatPercentBps, resolveSettlement, subjectPreview, type LetterFacts } from "./letter-writer";
import { LETTER_STATUSES, statusRank, type LetterDto, type LetterStatus, type TemplateDto } from "./types";

// docs/product-rules.md "Negotiation letters". Another user's letter or debt answers 404 exactly like a missing one.

/** A ceiling on what one account can spend on the AI provider. */
export const GENERATE_LETTER_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };
export const generateLetterRateLimitKey = (userId: string | undefined) => `negotiations:generate:user:${userId}`;

const MAX_LISTED_LETTERS = 200;

const withDebtName = { debt: { select: { name: true } } } as const;
type LetterRow = NegotiationLetter & { debt: { name: string } | null };

export async function listTemplates(): Promise<TemplateDto[]> {
  const templates = await db.negotiationTemplate.findMany({
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, templateType: true, name: true, useCase: true, subject: true },
  });
  return templates.map((t) => ({ ...t, subject: subjectPreview(t.subject) }));
}

export async function listLetters(userId: string): Promise<LetterDto[]> {
  const letters = await db.negotiationLetter.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_LISTED_LETTERS,
    include: withDebtName,
  });
  return letters.map(toLetterDto);
}

export async function generateLetter(user: SessionUser, input: TGenerateLetter): Promise<LetterDto> {
  const draft = await prepareLetter(user, input);
  return saveLetter(draft, await writeNegotiationLetter(draft.template, draft.facts));
}

/** Checks the input first, so a 404 comes before anything streams. */
export async function prepareStreamedLetter(user: SessionUser, input: TGenerateLetter) {
  const draft = await prepareLetter(user, input);
  return {
    write: async (options: LetterStreamOptions): Promise<{ letter: LetterDto; source: "ai" | "local" } | null> => {
      const letter = await streamNegotiationLetter(draft.template, draft.facts, options);
      if (!letter) return null;
      return { letter: await saveLetter(draft, letter), source: letter.source };
    },
  };
}

type LetterDraft = Awaited<ReturnType<typeof prepareLetter>>;

async function prepareLetter(user: SessionUser, input: TGenerateLetter) {
  const [debt, template] = await Promise.all([
    // Closed (paid-off) debts are allowed: a creditor may still need a letter about the account.
    db.debt.findFirst({ where: { id: input.debtId, userId: user.id, archivedAt: null } }),
    db.negotiationTemplate.findUnique({ where: { templateType: input.templateType } }),
  ]);
  if (!debt) throw notFound("Debt");
  if (!template)
    throw new Error(`Negotiation template "${input.templateType}" is missing: run the seed (npm run db:seed)`);

  const { creditorName, accountNumber, ...optional } = input.userInputs;
  const balance = debt.balance.toFixed(2);
  const inputs = {
    ...optional,
    ...(input.templateType === "settlement" && settlementOffer(balance, optional)),
  };
  // docs/product-rules.md "The product's clock"
  const today = await userToday(user.id);
  const interestRate = formatRate(debt.interestRate);
  // No lower rate is asked for while a promo below the regular rate lasts.
  const promo = promoBelowRate(
    {
      interestRate,
      promoRate: debt.promoRate === null ? null : formatRate(debt.promoRate),
      promoEndsOn: debt.promoEndsOn,
    },
    today.slice(0, 7),
  );
  const facts: LetterFacts = {
    templateType: input.templateType,
    today,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(" "),
    creditorName,
    accountLast4: accountNumber,
    // A debt may be named after its full card number; the letter (and the AI provider) only ever sees it masked.
    debt: {
      name: maskAccountNumbers(debt.name),
      balance,
      interestRate,
      minPayment: debt.minPayment.toFixed(2),
      kind: debt.kind,
      ...(promo && {
        promo: { rate: promo.rate, endsOn: promo.endsOn, deferredInterest: debt.deferredInterest },
      }),
    },
    ...inputs,
  };
  return { user, input, debt, template, facts, creditorName, accountNumber, inputs };
}

async function saveLetter(draft: LetterDraft, letter: GeneratedLetter): Promise<LetterDto> {
  const { user, input, debt, creditorName, accountNumber, inputs } = draft;
  try {
    const row = await db.negotiationLetter.create({
      data: {
        userId: user.id,
        debtId: debt.id,
        templateType: input.templateType,
        creditorName,
        accountLast4: accountNumber,
        userInputs: withoutBlanks({ creditorName, accountLast4: accountNumber, ...inputs }),
        // The privacy promise, whoever wrote the letter: a full number in it is masked, the letter is never dropped.
        generatedContent: maskAccountNumbers(letter.content),
        aiSuggestions: letter.suggestions.map(maskAccountNumbers),
        writtenBy: letter.source === "ai" ? "model" : "local",
      },
      include: withDebtName,
    });
    return toLetterDto(row);
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2003") throw notFound("Debt");
    throw error;
  }
}

export async function updateStatus(userId: string, id: string, input: TLetterStatus): Promise<LetterDto> {
  const letter = await db.negotiationLetter.findFirst({ where: { id, userId } });
  if (!letter) throw notFound("Letter");
  const from: LetterStatus = letter.status;
  const to = input.status;
  if (statusRank(to) <= statusRank(from)) {
    throw new AppError(
      "bad_request",
      to === from
        ? `This letter is already marked as ${to}.`
        : `A ${from} letter cannot be marked as ${to}: a letter only moves forward (${LETTER_STATUSES.join(", ")}).`,
    );
  }
  const now = clockNow();
  // Reaching a status passes the ones before it: a letter marked resolved straight from draft was sent too.
  const reached = (status: LetterStatus) => statusRank(to) >= statusRank(status);
  const data: Prisma.NegotiationLetterUpdateManyMutationInput = {
    status: to,
    ...(reached("sent") && !letter.sentAt && { sentAt: now }),
    ...(reached("responded") && !letter.respondedAt && { respondedAt: now }),
    ...(reached("resolved") && !letter.resolvedAt && { resolvedAt: now }),
    ...(input.response !== undefined && { response: input.response }),
  };
  // The current status in the where: of two concurrent changes from the same status only the first applies.
  const { count } = await db.negotiationLetter.updateMany({ where: { id, userId, status: from }, data });
  if (count === 0) throw new AppError("conflict", "This letter was just updated. Refresh and try again.");
  return toLetterDto(await db.negotiationLetter.findUniqueOrThrow({ where: { id }, include: withDebtName }));
}

/** Every text of a letter is masked on the way out too: rows written before the stronger check, a renamed debt. */
export function toLetterDto(letter: LetterRow): LetterDto {
  return {
    id: letter.id,
    status: letter.status,
    createdAt: letter.createdAt.toISOString(),
    generatedContent: maskAccountNumbers(letter.generatedContent),
    aiSuggestions: letter.aiSuggestions.map(maskAccountNumbers),
    writtenBy: letter.writtenBy === "model" ? "model" : letter.writtenBy === "local" ? "local" : null,
    templateType: letter.templateType,
    creditorName: maskAccountNumbers(letter.creditorName),
    accountLast4: letter.accountLast4,
    debtId: letter.debtId,
    debtName: maskAccountNumbersIn(letter.debt?.name ?? null),
    response: maskAccountNumbersIn(letter.response),
    sentAt: letter.sentAt?.toISOString() ?? null,
    respondedAt: letter.respondedAt?.toISOString() ?? null,
    resolvedAt: letter.resolvedAt?.toISOString() ?? null,
  };
}

/** The offer must be less than the balance: settling for all of it is not a settlement. */
function settlementOffer(
  balance: string,
  given: { settlementAmount?: string; settlementPercentage?: string },
): { settlementAmount: string; settlementPercentage: string } {
  const field = given.settlementAmount ? "userInputs.settlementAmount" : "userInputs.settlementPercentage";
  const offer = resolveSettlement(balance, given);
  if (!offer) throw fieldError(field, "This debt has no balance left to settle");
  const balanceCents = parseMoneyToCents(balance);
  if (offer.amountCents >= balanceCents) {
    throw fieldError(
      field,
      `A settlement offer must be less than the balance of ${formatCentsAsDollars(balanceCents)}`,
    );
  }
  if (offer.amountCents <= 0) throw fieldError(field, "The settlement offer must be at least $0.01");
  return { settlementAmount: formatCents(offer.amountCents), settlementPercentage: formatPercentBps(offer.percentBps) };
}

function withoutBlanks(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
