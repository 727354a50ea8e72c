import type { CsvMapping } from "@/lib/imports/csv";
import type { ImportAction, ImportRowDto } from "@/lib/imports/types";
import { parseMoneyToCents } from "@/lib/payoff/money";
import type { TApplyImport } from "@/lib/validations/imports";

// The review screen's choices, pure (docs/product-rules.md "Importing bank and card files"): what each line starts
// as, which lines still need a debt, what Apply would do per debt, and the body Apply sends. Nothing here writes:
// the ledger changes only when the server applies the body. Also the CSV mapping form's own check.

/** How the "What it is" select names each action. */
export const ACTION_LABELS: Record<ImportAction, string> = {
  payment: "Log as payment",
  charge: "Record as charge",
  interest: "Interest",
  fee: "Fee",
  balance: "Update balance",
  ignore: "Ignore",
};

/** A transaction may become a payment, charge, interest or fee; the file's closing balance only a balance. */
const LINE_ACTIONS: readonly ImportAction[] = ["payment", "charge", "interest", "fee", "ignore"];
const BALANCE_ACTIONS: readonly ImportAction[] = ["balance", "ignore"];

/** The file's closing balance is the row "balance" (lib/imports/types.ts ImportRowDto), whatever it is matched to. */
export function isClosingBalance(row: Pick<ImportRowDto, "rowId">): boolean {
  return row.rowId === "balance";
}

/** A bank account's closing balance (kind "other") is no debt's balance: it can only be ignored. */
export function actionsFor(row: Pick<ImportRowDto, "rowId" | "kind">): readonly ImportAction[] {
  if (!isClosingBalance(row)) return LINE_ACTIONS;
  return row.kind === "balance" ? BALANCE_ACTIONS : ["ignore"];
}

export interface RowChoice {
  action: ImportAction;
  debtId: string | null;
}

export type Choices = Readonly<Record<string, RowChoice>>;

/**
 * Where the review starts: the server's `defaultAction` and `suggestedDebtId`; a line of a card's or loan's own
 * export goes to that debt when nothing else is suggested.
 */
export function initialChoices(rows: readonly ImportRowDto[], fileDebtId: string | null): Choices {
  return Object.fromEntries(
    rows.map((row) => [row.rowId, { action: row.defaultAction, debtId: row.suggestedDebtId ?? fileDebtId }]),
  );
}

/** Why a line cannot be applied as chosen (it needs a debt), or null. */
export function choiceProblem(choice: RowChoice): string | null {
  if (choice.action === "ignore" || choice.debtId) return null;
  return choice.action === "payment"
    ? "Choose which debt this payment went to, or ignore the line."
    : "Choose which debt this line belongs to, or ignore it.";
}

/** The rowIds whose choice needs a debt, in the file's order. */
export function rowsNeedingDebt(rows: readonly ImportRowDto[], choices: Choices): string[] {
  return rows.filter((row) => choiceProblem(choiceOf(row, choices)) !== null).map((row) => row.rowId);
}

function choiceOf(row: ImportRowDto, choices: Choices): RowChoice {
  return choices[row.rowId] ?? { action: row.defaultAction, debtId: row.suggestedDebtId };
}

/** What Apply would write to one debt, in cents (each line counted by its size, whatever its sign). */
export interface DebtTotals {
  debtId: string;
  paymentsCents: number;
  chargesCents: number;
  interestCents: number;
  feesCents: number;
  /** The statement's closing balance as what is owed, when "Update balance" is chosen; else null. */
  balanceCents: number | null;
  lines: number;
}

export interface ApplySummary {
  /** One entry per debt with something to apply, in the order the debts first appear in the file. */
  debts: DebtTotals[];
  /** Lines that will be applied (a debt chosen and not ignored). */
  applying: number;
  ignored: number;
  /** Lines left out because no debt is chosen yet. */
  needingDebt: number;
}

export function applySummary(rows: readonly ImportRowDto[], choices: Choices): ApplySummary {
  const byDebt = new Map<string, DebtTotals>();
  let ignored = 0;
  let needingDebt = 0;
  for (const row of rows) {
    const choice = choiceOf(row, choices);
    if (choice.action === "ignore") {
      ignored += 1;
      continue;
    }
    if (!choice.debtId) {
      needingDebt += 1;
      continue;
    }
    const totals = byDebt.get(choice.debtId) ?? {
      debtId: choice.debtId,
      paymentsCents: 0,
      chargesCents: 0,
      interestCents: 0,
      feesCents: 0,
      balanceCents: null,
      lines: 0,
    };
    const cents = parseMoneyToCents(row.amount, { allowNegative: true });
    const size = Math.abs(cents);
    totals.lines += 1;
    if (choice.action === "payment") totals.paymentsCents += size;
    else if (choice.action === "charge") totals.chargesCents += size;
    else if (choice.action === "interest") totals.interestCents += size;
    else if (choice.action === "fee") totals.feesCents += size;
    // A closing balance is signed from the account's side: negative is owed on a card or loan, positive a credit.
    else totals.balanceCents = Math.max(0, -cents);
    byDebt.set(choice.debtId, totals);
  }
  const debts = [...byDebt.values()];
  return { debts, applying: debts.reduce((sum, d) => sum + d.lines, 0), ignored, needingDebt };
}

/** POST /api/imports/{id}/apply's body: every line with its choice (an ignored one without a debt). */
export function applyBody(rows: readonly ImportRowDto[], choices: Choices): TApplyImport {
  return {
    rows: rows.map((row) => {
      const choice = choiceOf(row, choices);
      return { rowId: row.rowId, action: choice.action, debtId: choice.action === "ignore" ? null : choice.debtId };
    }),
  };
}

/** "1 line", "3 lines". */
export function linesLabel(count: number): string {
  return `${count} ${count === 1 ? "line" : "lines"}`;
}

/** What the mapping's choices would leave unreadable, or null. */
export function mappingProblem(mapping: CsvMapping): string | null {
  const columns = [mapping.date, mapping.description];
  if (mapping.amount !== null) columns.push(mapping.amount);
  else if (mapping.debit !== null && mapping.credit !== null) columns.push(mapping.debit, mapping.credit);
  else return "Choose both the money-out and the money-in column.";
  return new Set(columns).size === columns.length ? null : "Each of these must be a different column.";
}
