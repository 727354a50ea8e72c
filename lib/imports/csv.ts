import Papa from "papaparse";
import { fileAmountCents, fileDay, guessDateOrder, type DateOrder } from "./amounts";
import { ImportParseError, IMPORT_LIMITS, type ParsedFile, type ParsedRow } from "./types";
import { formatCount } from "@/lib/format";

// Every bank names and orders its columns its own way, some write no header, and card issuers disagree on the sign of
// a purchase: so the columns are detected, and the user corrects the mapping once per account (it is stored).

export interface CsvMapping {
  /** Rows above the first transaction (an account line, the header). */
  skipRows: number;
  date: number;
  description: number;
  /** One signed amount column, or separate money-out (debit) and money-in (credit) columns. */
  amount: number | null;
  debit: number | null;
  credit: number | null;
  /** "outflow_positive": American Express and Discover exports. Ignored for debit/credit. */
  sign: "inflow_positive" | "outflow_positive";
  dateOrder: DateOrder;
  /** The header's cells joined, to recognise the same layout next time. */
  signature: string;
}

// Earlier names win: a posting date moves the balance, so it comes before the transaction date.
const DATE_NAMES = ["postingdate", "postdate", "posteddate", "date", "transactiondate", "transdate", "effectivedate"];
const DESCRIPTION_NAMES = [
  "description",
  "transactiondescription",
  "originaldescription",
  "payee",
  "name",
  "merchant",
  "memo",
  "narrative",
];
const AMOUNT_NAMES = ["amount", "transactionamount", "amountusd", "amt"];
const DEBIT_NAMES = [
  "debit",
  "debitamount",
  "debits",
  "withdrawal",
  "withdrawals",
  "withdrawalamount",
  "moneyout",
  "charge",
  "charges",
];
const CREDIT_NAMES = [
  "credit",
  "creditamount",
  "credits",
  "deposit",
  "deposits",
  "depositamount",
  "moneyin",
  "payment",
  "payments",
];

const squash = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, "");

function findColumn(header: string[], names: string[]): number | null {
  const squashed = header.map(squash);
  for (const name of names) {
    const at = squashed.indexOf(name);
    if (at >= 0) return at;
  }
  return null;
}

export function readCsvRows(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const rows = result.data.map((row) => row.map((cell) => (cell ?? "").trim()));
  if (rows.length === 0) throw new ImportParseError("The file is empty.");
  if (rows.length > IMPORT_LIMITS.maxRows + 20)
    throw new ImportParseError(
      `The file has more than ${formatCount(IMPORT_LIMITS.maxRows)} rows; export a shorter period.`,
    );
  return rows;
}

function headerMapping(rows: string[][]): CsvMapping | null {
  for (const [at, header] of rows.slice(0, 15).entries()) {
    const date = findColumn(header, DATE_NAMES);
    const amount = findColumn(header, AMOUNT_NAMES);
    const debit = findColumn(header, DEBIT_NAMES);
    const credit = findColumn(header, CREDIT_NAMES);
    if (date === null || (amount === null && (debit === null || credit === null))) continue;
    const description =
      findColumn(header, DESCRIPTION_NAMES) ?? widestTextColumn(rows.slice(at + 1), [date, amount, debit, credit]);
    const body = rows.slice(at + 1);
    return {
      skipRows: at + 1,
      date,
      description: description ?? date,
      amount,
      debit: amount === null ? debit : null,
      credit: amount === null ? credit : null,
      sign: amount === null ? "inflow_positive" : guessSign(body.map((row) => row[amount] ?? "")),
      dateOrder: guessDateOrder(body.map((row) => row[date] ?? "")),
      signature: header.join(","),
    };
  }
  return null;
}

function widestTextColumn(rows: string[][], taken: (number | null)[]): number | null {
  const width = Math.max(0, ...rows.slice(0, 50).map((row) => row.length));
  let best: number | null = null;
  let bestLength = 0;
  for (let column = 0; column < width; column++) {
    if (taken.includes(column)) continue;
    const cells = rows.slice(0, 50).map((row) => row[column] ?? "");
    if (cells.every((cell) => cell === "" || fileAmountCents(cell) !== null)) continue;
    const length = cells.reduce((sum, cell) => sum + cell.length, 0);
    if (length > bestLength) [best, bestLength] = [column, length];
  }
  return best;
}

/** Wells Fargo writes no header. */
function contentMapping(rows: string[][]): CsvMapping | null {
  const sample = rows.slice(0, 50);
  const width = Math.max(...sample.map((row) => row.length));
  const order = (column: number) => guessDateOrder(sample.map((row) => row[column] ?? ""));
  const all = (column: number, test: (cell: string) => boolean) => sample.every((row) => test(row[column] ?? ""));
  let date: number | null = null;
  for (let column = 0; column < width && date === null; column++)
    if (all(column, (cell) => fileDay(cell, order(column)) !== null)) date = column;
  if (date === null) return null;
  let amount: number | null = null;
  for (let column = 0; column < width && amount === null; column++)
    if (column !== date && all(column, (cell) => /\d/.test(cell) && fileAmountCents(cell) !== null)) amount = column;
  if (amount === null) return null;
  const description = widestTextColumn(sample, [date, amount]);
  return {
    skipRows: 0,
    date,
    description: description ?? date,
    amount,
    debit: null,
    credit: null,
    sign: guessSign(rows.map((row) => row[amount] ?? "")),
    dateOrder: order(date),
    signature: "",
  };
}

/** Most lines of any account's export are money out, so the sign most amounts carry is the sign of money out. */
function guessSign(cells: string[]): CsvMapping["sign"] {
  let positive = 0;
  let negative = 0;
  for (const cell of cells) {
    const cents = fileAmountCents(cell);
    if (cents === null || cents === 0) continue;
    if (cents > 0) positive++;
    else negative++;
  }
  return positive > negative ? "outflow_positive" : "inflow_positive";
}

export function detectCsvMapping(rows: string[][]): CsvMapping {
  const mapping = headerMapping(rows) ?? contentMapping(rows);
  if (!mapping)
    throw new ImportParseError(
      "This file is not a bank or card export we can read: no column of dates with a column of amounts (or debits and credits) was found.",
    );
  return mapping;
}

function rowAmount(row: string[], mapping: CsvMapping): number | null {
  if (mapping.amount !== null) {
    const cents = fileAmountCents(row[mapping.amount] ?? "");
    if (cents === null) return null;
    return mapping.sign === "inflow_positive" ? cents : -cents;
  }
  const out = fileAmountCents(row[mapping.debit ?? -1] ?? "");
  const into = fileAmountCents(row[mapping.credit ?? -1] ?? "");
  if (out === null && into === null) return null;
  // Some banks write debits as negative numbers in their own column: the column says the direction, not the sign.
  return Math.abs(into ?? 0) - Math.abs(out ?? 0);
}

export function parseCsv(rows: string[][], mapping: CsvMapping): ParsedFile {
  const parsed: ParsedRow[] = [];
  rows.slice(mapping.skipRows).forEach((row, offset) => {
    const line = mapping.skipRows + offset + 1;
    const dateCell = row[mapping.date] ?? "";
    const amountCents = rowAmount(row, mapping);
    // Totals, notes and pending lines without an amount or a date are not transactions.
    if (dateCell === "" || amountCents === null) return;
    const date = fileDay(dateCell, mapping.dateOrder);
    if (date === null) throw new ImportParseError(`Line ${line}: the date "${dateCell}" cannot be read.`);
    parsed.push({
      index: parsed.length,
      date,
      amountCents,
      description: row[mapping.description] ?? "",
      fitId: null,
      type: null,
    });
  });
  if (parsed.length === 0) throw new ImportParseError("The file has no transactions with a date and an amount.");
  if (parsed.length > IMPORT_LIMITS.maxRows)
    throw new ImportParseError(
      `The file has more than ${formatCount(IMPORT_LIMITS.maxRows)} transactions; export a shorter period.`,
    );
  return { format: "csv", account: { last4: null, kind: null }, rows: parsed, ledgerBalance: null };
}
