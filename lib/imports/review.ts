import "server-only";
import { db } from "@/lib/db";
import { addDays, dateFromDay, dayFromDate } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { signedCents } from "@/lib/ledger/rows";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import type { CsvMapping } from "./csv";
import { sameDaySameAmount, typedPaymentFor, TYPED_PAYMENT_WINDOW_DAYS, type TypedPayment } from "./duplicates";
import { suggestRows, type MatchDebt, type Suggestion } from "./matching";
import type { DuplicateDto, ImportAction, ImportRowDto, ParsedAccount, ParsedRow } from "./types";

// Worked out on every read, so a debt's new payee words or another import applied meanwhile show at once; apply
// checks duplicates again under the user's lock.

type Db = Prisma.TransactionClient | typeof db;

export type StoredRow = ParsedRow & { fingerprint: string };

export interface StoredReview {
  account: ParsedAccount;
  mapping: CsvMapping | null;
  preview: string[][] | null;
  rows: StoredRow[];
  balance: (StoredRow & { rowId: "balance" }) | null;
}

export const BALANCE_ROW_ID = "balance";
export const rowIdOf = (row: ParsedRow) => `r${row.index}`;

export async function matchDebts(client: Db, userId: string): Promise<MatchDebt[]> {
  const debts = await client.debt.findMany({
    where: { userId, archivedAt: null },
    select: { id: true, name: true, kind: true, payeeWords: true, createdAt: true },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  const openings = await client.ledgerEntry.findMany({
    where: { debtId: { in: debts.map((d) => d.id) }, kind: "opening" },
    select: { debtId: true, effectiveOn: true },
  });
  const opened = new Map<string, string>();
  for (const row of openings) {
    const day = dayFromDate(row.effectiveOn);
    const known = opened.get(row.debtId);
    if (!known || day < known) opened.set(row.debtId, day);
  }
  return debts.map((d) => ({
    id: d.id,
    name: d.name,
    kind: d.kind,
    payeeWords: d.payeeWords,
    openedOn: opened.get(d.id) ?? dayFromDate(d.createdAt),
  }));
}

function balanceSuggestion(balance: StoredRow, debt: MatchDebt | undefined): Suggestion {
  if (!debt)
    return { kind: "other", debtId: null, reason: "The account's closing balance: not a debt.", beforeOpening: false };
  const owed = formatCents(Math.max(-balance.amountCents, 0));
  return {
    kind: "balance",
    debtId: debt.id,
    reason: `The statement's closing balance: ${debt.name} owed $${owed} on ${balance.date}.`,
    beforeOpening: balance.date < debt.openedOn,
  };
}

export function defaultActionOf(suggestion: Suggestion, duplicate: DuplicateDto | null): ImportAction {
  if (duplicate || suggestion.beforeOpening || suggestion.kind === "other" || suggestion.debtId === null)
    return "ignore";
  return suggestion.kind;
}

export async function reviewRows(
  client: Db,
  userId: string,
  imp: { id: string; accountKey: string; debtId: string | null },
  review: StoredReview,
): Promise<ImportRowDto[]> {
  const debts = await matchDebts(client, userId);
  const suggestions = suggestRows({ rows: review.rows }, debts, imp.debtId);
  const all: StoredRow[] = review.balance ? [...review.rows, review.balance] : review.rows;
  if (review.balance)
    suggestions.push(
      balanceSuggestion(
        review.balance,
        debts.find((d) => d.id === imp.debtId),
      ),
    );

  const duplicates = await findDuplicates(client, userId, imp, all, suggestions);
  return all.map((row, at) => {
    const suggestion = suggestions[at]!;
    const duplicateOf = duplicates[at] ?? null;
    return {
      rowId: at < review.rows.length ? rowIdOf(row) : BALANCE_ROW_ID,
      date: row.date,
      amount: formatCents(row.amountCents),
      description: row.description,
      kind: suggestion.kind,
      suggestedDebtId: suggestion.debtId,
      reason: suggestion.reason,
      duplicateOf,
      beforeOpening: suggestion.beforeOpening,
      defaultAction: defaultActionOf(suggestion, duplicateOf),
    };
  });
}

async function findDuplicates(
  client: Db,
  userId: string,
  imp: { id: string; accountKey: string },
  rows: StoredRow[],
  suggestions: Suggestion[],
): Promise<(DuplicateDto | null)[]> {
  if (rows.length === 0) return [];
  const days = rows.map((r) => r.date).sort();
  const first = days[0]!;
  const last = days.at(-1)!;
  const [seen, sameAccount, typed] = await Promise.all([
    client.importedLine.findMany({
      where: { userId, fingerprint: { in: rows.map((r) => r.fingerprint) } },
      select: { fingerprint: true, importId: true, date: true, description: true },
    }),
    client.importedLine.findMany({
      where: {
        userId,
        date: { gte: dateFromDay(first), lte: dateFromDay(last) },
        import: { accountKey: imp.accountKey, id: { not: imp.id } },
      },
      select: { id: true, importId: true, date: true, amount: true, description: true, fingerprint: true },
    }),
    typedPayments(
      client,
      userId,
      imp.accountKey,
      addDays(first, -TYPED_PAYMENT_WINDOW_DAYS),
      addDays(last, TYPED_PAYMENT_WINDOW_DAYS),
    ),
  ]);
  const byFingerprint = new Map(seen.map((line) => [line.fingerprint, line]));
  const earlier = sameAccount.map((line) => ({
    id: line.id,
    importId: line.importId,
    date: dayFromDate(line.date),
    amountCents: signedCents(line.amount),
    description: line.description,
  }));
  const claimed = new Set<string>();
  return rows.map((row, at) => {
    const line = byFingerprint.get(row.fingerprint);
    if (line)
      return { kind: "imported", importId: line.importId, date: dayFromDate(line.date), description: line.description };
    const suggestion = suggestions[at]!;
    if (suggestion.kind === "payment" && suggestion.debtId) {
      const payment = typedPaymentFor(
        { debtId: suggestion.debtId, amountCents: Math.abs(row.amountCents), date: row.date },
        typed,
        claimed,
      );
      if (payment)
        return { kind: "typed", paymentId: payment.id, date: payment.date, amount: formatCents(payment.amountCents) };
    }
    const possible = sameDaySameAmount(row, earlier);
    if (possible)
      return {
        kind: "possible",
        importId: earlier.find((e) => e.id === possible.id)!.importId,
        date: possible.date,
        description: possible.description,
      };
    return null;
  });
}

/**
 * Logged from another account's file counts too: the checking account's transfer and the card's own "payment,
 * thank you" are one payment.
 */
export async function typedPayments(
  client: Db,
  userId: string,
  accountKey: string,
  from: string,
  to: string,
): Promise<TypedPayment[]> {
  const payments = await client.payment.findMany({
    where: { userId, paymentDate: { gte: dateFromDay(from), lte: dateFromDay(to) } },
    select: { id: true, debtId: true, amount: true, paymentDate: true },
  });
  if (payments.length === 0) return [];
  const linked = await client.importedLine.findMany({
    where: {
      userId,
      paymentId: { in: payments.map((p) => p.id) },
      OR: [{ action: "matched" }, { import: { accountKey } }],
    },
    select: { paymentId: true },
  });
  const taken = new Set(linked.map((l) => l.paymentId));
  return payments
    .filter((p) => !taken.has(p.id))
    .map((p) => ({
      id: p.id,
      debtId: p.debtId,
      amountCents: decimalToCents(p.amount),
      date: dayFromDate(p.paymentDate),
    }));
}
