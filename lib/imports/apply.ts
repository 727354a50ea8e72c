import "server-only";
import { clockNow } from "@/lib/clock";
import { db } from "@/lib/db";
import { userToday } from "@/lib/account/time-zone";
import { addDays, dateFromDay, dayFromDate } from "@/lib/dates";
import { lockOwnedDebt, lockUserRow } from "@/lib/db/locks";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addLedgerRow, catchUpInterest, syncDebtLedger } from "@/lib/ledger/service";
import { signedCents } from "@/lib/ledger/rows";
import { formatCentsAsDollars } from "@/lib/format";
import { formatCents } from "@/lib/payoff/money";
import { deletePaymentInTx, logPaymentInTx } from "@/lib/payments/service";
import type { TApplyImport } from "@/lib/validations/imports";
import { typedPaymentFor, TYPED_PAYMENT_WINDOW_DAYS } from "./duplicates";
import { BALANCE_ROW_ID, matchDebts, rowIdOf, typedPayments, type StoredReview, type StoredRow } from "./review";
import { checkImportAllowance } from "./service";
import type { ApplyResultDto, ImportAction } from "./types";

// Every chosen line goes through the same ledger paths as typing it, all in ONE transaction under the user's lock,
// so either the whole file is in or none of it (docs/product-rules.md "Importing bank and card files").

type Tx = Prisma.TransactionClient;

/** A big file is hundreds of ledger writes, each re-deriving its debt: allow for it. */
const APPLY_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

/** The bank's interest pairs with a DebtWise monthly charge at most this old. */
const INTEREST_PAIRING_DAYS = 31;

interface Chosen {
  /** For the 400's path. */
  at: number;
  row: StoredRow;
  action: Exclude<ImportAction, "ignore">;
  debtId: string;
}

/** A closing balance last on its day: it sums them all. */
const ORDER: Record<Chosen["action"], number> = { interest: 0, charge: 1, fee: 1, payment: 2, balance: 3 };

export async function applyImport(userId: string, importId: string, input: TApplyImport): Promise<ApplyResultDto> {
  // docs/product-rules.md "The product's clock"
  const today = await userToday(userId);
  await catchUpInterest(userId, today);
  return db.$transaction(async (tx) => {
    const { subscriptionPlan } = await lockUserRow(tx, userId);
    const imp = await tx.import.findFirst({ where: { id: importId, userId } });
    if (!imp) throw notFound("Import");
    if (imp.status !== "review")
      throw new AppError(
        "conflict",
        imp.status === "applied"
          ? "This import was already applied."
          : "This import was undone: upload the file again to import it.",
      );
    await checkImportAllowance(tx, { id: userId, subscriptionPlan });
    const review = imp.review as unknown as StoredReview;
    const chosen = chooseRows(review, input, today);

    const debtIds = [...new Set(chosen.map((c) => c.debtId))].sort();
    const owned = await tx.debt.count({ where: { id: { in: debtIds }, userId, archivedAt: null } });
    if (owned !== debtIds.length) throw notFound("Debt");
    for (const debtId of debtIds) await lockOwnedDebt(tx, userId, debtId);
    const openedOn = new Map((await matchDebts(tx, userId)).map((d) => [d.id, d.openedOn]));

    const seen = new Set(
      (
        await tx.importedLine.findMany({
          where: { userId, fingerprint: { in: chosen.map((c) => c.row.fingerprint) } },
          select: { fingerprint: true },
        })
      ).map((l) => l.fingerprint),
    );
    const days = chosen.map((c) => c.row.date).sort();
    const typed =
      days.length === 0
        ? []
        : await typedPayments(
            tx,
            userId,
            imp.accountKey,
            addDays(days[0]!, -TYPED_PAYMENT_WINDOW_DAYS),
            addDays(days.at(-1)!, TYPED_PAYMENT_WINDOW_DAYS),
          );
    const claimed = new Set<string>();
    const pairedInterest = new Set<string>();

    let applied = 0;
    let duplicates = 0;
    const lines: Prisma.ImportedLineCreateManyInput[] = [];
    const ordered = [...chosen].sort(
      (a, b) => a.row.date.localeCompare(b.row.date) || ORDER[a.action] - ORDER[b.action] || a.at - b.at,
    );
    for (const op of ordered) {
      const line = {
        userId,
        importId,
        fingerprint: op.row.fingerprint,
        date: dateFromDay(op.row.date),
        amount: formatCents(op.row.amountCents),
        description: op.row.description.slice(0, 500),
        debtId: op.debtId,
      };
      if (seen.has(op.row.fingerprint)) {
        duplicates++;
        continue;
      }
      seen.add(op.row.fingerprint);
      const cents = Math.abs(op.row.amountCents);
      const beforeOpening = op.row.date < (openedOn.get(op.debtId) ?? op.row.date);
      if (op.action === "payment" && !beforeOpening) {
        const typedOne = typedPaymentFor({ debtId: op.debtId, amountCents: cents, date: op.row.date }, typed, claimed);
        if (typedOne) {
          // Remembered, so a later import skips it too.
          lines.push({ ...line, action: "matched", paymentId: typedOne.id });
          duplicates++;
          continue;
        }
      }
      const written = await withLine(op, () =>
        beforeOpening ? correctOpening(tx, op, cents, today) : writeLine(tx, userId, op, cents, today, pairedInterest),
      );
      lines.push({ ...line, action: op.action, ...written });
      applied++;
    }
    if (lines.length > 0) await tx.importedLine.createMany({ data: lines });
    await keepProgressBaseline(tx, debtIds);
    await tx.import.update({
      where: { id: importId },
      data: { status: "applied", appliedAt: clockNow(), sourceText: null },
    });
    const skipped = review.rows.length + (review.balance ? 1 : 0) - chosen.length;
    return { applied, skipped, duplicates };
  }, APPLY_TRANSACTION);
}

function chooseRows(review: StoredReview, input: TApplyImport, today: string): Chosen[] {
  const rows = new Map<string, StoredRow>(review.rows.map((row) => [rowIdOf(row), row]));
  if (review.balance) rows.set(BALANCE_ROW_ID, review.balance);
  const taken = new Set<string>();
  const chosen: Chosen[] = [];
  input.rows.forEach((choice, at) => {
    const path = `rows.${at}`;
    const row = rows.get(choice.rowId);
    if (!row) throw fieldError(`${path}.rowId`, `This import has no line "${choice.rowId}".`);
    if (taken.has(choice.rowId)) throw fieldError(`${path}.rowId`, `Line "${choice.rowId}" is listed twice.`);
    taken.add(choice.rowId);
    if (choice.action === "ignore") return;
    const isBalance = choice.rowId === BALANCE_ROW_ID;
    if ((choice.action === "balance") !== isBalance)
      throw fieldError(
        `${path}.action`,
        isBalance
          ? "The closing balance can only update a balance or be ignored."
          : "Only the closing balance can update a balance.",
      );
    if (!choice.debtId) throw fieldError(`${path}.debtId`, `Choose which debt "${row.description}" is for.`);
    if (row.amountCents === 0 && !isBalance)
      throw fieldError(`${path}.action`, `"${row.description}" is for $0.00: there is nothing to apply.`);
    if (row.date > today)
      throw fieldError(`${path}.rowId`, `"${row.description}" is dated ${row.date}, in the future.`);
    chosen.push({ at, row, action: choice.action, debtId: choice.debtId });
  });
  return chosen;
}

async function withLine<T>(op: Chosen, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = `${op.row.date} "${op.row.description}": ${error.message}`;
    throw new AppError(error.code, message, { issues: [{ path: `rows.${op.at}`, message }] });
  }
}

/** Answers what it wrote, for undo. */
async function writeLine(
  tx: Tx,
  userId: string,
  op: Chosen,
  cents: number,
  today: string,
  pairedInterest: Set<string>,
): Promise<{ paymentId?: string; ledgerEntryId?: string }> {
  const debt = { id: op.debtId, userId };
  const day = op.row.date;
  const said = op.row.description.slice(0, 120);
  let entryId: string | null = null;
  switch (op.action) {
    case "payment": {
      const { payment } = await logPaymentInTx(
        tx,
        userId,
        { debtId: op.debtId, amount: formatCents(cents), description: said || "Payment", paymentDate: day },
        today,
      );
      return { paymentId: payment.id };
    }
    case "charge":
      entryId = await addLedgerRow(tx, debt, { kind: "purchase", cents, day, note: `From your bank file: ${said}` });
      break;
    case "fee":
      entryId = await addLedgerRow(tx, debt, { kind: "fee", cents, day, note: `From your bank file: ${said}` });
      break;
    case "interest":
      entryId = await recordBankInterest(tx, debt, day, cents, pairedInterest);
      break;
    case "balance":
      entryId = await recordClosingBalance(tx, debt, day, Math.max(-op.row.amountCents, 0));
      break;
  }
  await syncDebtLedger(tx, op.debtId, { from: day, today });
  return entryId ? { ledgerEntryId: entryId } : {};
}

/**
 * The bank's interest for a month replaces DebtWise's own charge for it: the difference is a `fee` row, so interest
 * totals and the next payment's interest split follow the bank's figure (docs/product-rules.md "Importing bank and
 * card files").
 */
async function recordBankInterest(
  tx: Tx,
  debt: { id: string; userId: string },
  day: string,
  cents: number,
  paired: Set<string>,
): Promise<string | null> {
  const charges = await tx.ledgerEntry.findMany({
    where: {
      debtId: debt.id,
      kind: "interest",
      effectiveOn: { lte: dateFromDay(day), gt: dateFromDay(addDays(day, -INTEREST_PAIRING_DAYS)) },
    },
    orderBy: { effectiveOn: "desc" },
  });
  // By month, not row id: re-deriving the ledger after each line may rewrite later months' rows.
  const estimate = charges.find((c) => !paired.has(c.interestMonth ?? ""));
  const estimateCents = estimate ? signedCents(estimate.amount) : 0;
  if (estimate) paired.add(estimate.interestMonth ?? "");
  const delta = cents - estimateCents;
  if (delta === 0) return null;
  const note = estimate
    ? `Interest from your bank file: ${formatCentsAsDollars(cents)} (DebtWise had charged ${formatCentsAsDollars(estimateCents)} on ${dayFromDate(estimate.effectiveOn)})`
    : `Interest from your bank file: ${formatCentsAsDollars(cents)}`;
  return addLedgerRow(tx, debt, { kind: "fee", cents: delta, day, note });
}

/** Like one typed in Record statement. */
async function recordClosingBalance(
  tx: Tx,
  debt: { id: string; userId: string },
  day: string,
  owedCents: number,
): Promise<string | null> {
  const rows = await tx.ledgerEntry.findMany({
    where: { debtId: debt.id, effectiveOn: { lte: dateFromDay(day) } },
    select: { amount: true },
  });
  const delta = owedCents - rows.reduce((sum, r) => sum + signedCents(r.amount), 0);
  if (delta === 0) return null;
  return addLedgerRow(tx, debt, { kind: "correction", cents: delta, day, note: "Closing balance from your bank file" });
}

/** A line dated before the debt was added, applied anyway, says the balance the user entered missed it. */
async function correctOpening(tx: Tx, op: Chosen, cents: number, today: string): Promise<{ ledgerEntryId: string }> {
  if (op.action === "balance")
    throw fieldError(
      `rows.${op.at}.action`,
      "A balance from before you added this debt cannot replace the one you entered.",
    );
  const opening = await tx.ledgerEntry.findFirstOrThrow({
    where: { debtId: op.debtId, kind: "opening" },
    orderBy: { effectiveOn: "asc" },
  });
  const amount = signedCents(opening.amount) + (op.action === "payment" ? -cents : cents);
  if (amount < 0) throw fieldError(`rows.${op.at}.action`, "This would take the balance you entered below zero.");
  await tx.ledgerEntry.update({ where: { id: opening.id }, data: { amount: formatCents(amount) } });
  await syncDebtLedger(tx, op.debtId, { from: dayFromDate(opening.effectiveOn), today });
  return { ledgerEntryId: opening.id };
}

/** Progress is measured from the original balance: charges that raise a balance above it raise it too. */
async function keepProgressBaseline(tx: Tx, debtIds: string[]): Promise<void> {
  for (const id of debtIds) {
    const debt = await tx.debt.findUniqueOrThrow({ where: { id }, select: { balance: true, originalBalance: true } });
    if (debt.originalBalance.lessThan(debt.balance))
      await tx.debt.update({ where: { id }, data: { originalBalance: debt.balance } });
  }
}

/** Its lines may be imported again. */
export async function undoImport(userId: string, importId: string): Promise<{ undone: number }> {
  const today = await userToday(userId);
  await catchUpInterest(userId, today);
  return db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const imp = await tx.import.findFirst({ where: { id: importId, userId } });
    if (!imp) throw notFound("Import");
    if (imp.status !== "applied") throw new AppError("conflict", "Only an applied import can be undone.");
    const lines = await tx.importedLine.findMany({ where: { importId, userId }, orderBy: { date: "desc" } });
    const from = new Map<string, string>();
    let undone = 0;
    for (const line of lines) {
      if (line.action === "matched" || !line.debtId) continue;
      const day = dayFromDate(line.date);
      if (line.paymentId) {
        const payment = await tx.payment.findFirst({ where: { id: line.paymentId, userId }, select: { id: true } });
        if (payment) await deletePaymentInTx(tx, userId, payment.id, today);
        undone++;
        continue;
      }
      undone++;
      if (!line.ledgerEntryId) continue;
      await lockOwnedDebt(tx, userId, line.debtId);
      const entry = await tx.ledgerEntry.findFirst({ where: { id: line.ledgerEntryId, userId } });
      if (!entry) continue;
      if (entry.kind === "opening") {
        const cents = Math.abs(signedCents(line.amount));
        const restored = signedCents(entry.amount) + (line.action === "payment" ? cents : -cents);
        await tx.ledgerEntry.update({ where: { id: entry.id }, data: { amount: formatCents(Math.max(restored, 0)) } });
        from.set(line.debtId, dayFromDate(entry.effectiveOn));
      } else {
        await tx.ledgerEntry.delete({ where: { id: entry.id } });
        const earliest = from.get(line.debtId);
        if (!earliest || day < earliest) from.set(line.debtId, day);
      }
    }
    for (const [debtId, day] of from) await syncDebtLedger(tx, debtId, { from: day, today });
    await tx.importedLine.deleteMany({ where: { importId } });
    await tx.import.update({ where: { id: importId }, data: { status: "undone", undoneAt: clockNow() } });
    return { undone };
  }, APPLY_TRANSACTION);
}
