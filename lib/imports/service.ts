import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Import, Prisma } from "@/lib/generated/prisma/client";
import { getPlan } from "@/lib/billing/plans";
import { userToday } from "@/lib/account/time-zone";
import { dateFromDay } from "@/lib/dates";
import { detectCsvMapping, parseCsv, readCsvRows, type CsvMapping } from "./csv";
import { rowFingerprints } from "./duplicates";
import { looksLikeOfx, parseOfx } from "./ofx";
import { BALANCE_ROW_ID, reviewRows, type StoredReview } from "./review";
import {
  IMPORT_LIMITS,
  ImportParseError,
  type ImportDto,
  type ImportFormat,
  type ImportHeaderDto,
  type ImportSummaryDto,
  type ParsedAccount,
  type ParsedFile,
} from "./types";

// docs/product-rules.md "Importing bank and card files". Nothing reaches the ledger until the user applies it.

/** Each of upload, apply and undo, per user: a month's upkeep is a few of each. */
export const IMPORT_RATE_LIMIT = { limit: 30, windowSeconds: 60 };

/** The file and the multipart envelope around it. */
export const IMPORT_UPLOAD_MAX_BODY_BYTES = IMPORT_LIMITS.maxBytes + 64 * 1024;

const PREVIEW_LINES = 6;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Windows-1252 when not valid UTF-8: OFX 1.x files declare CHARSET:1252, and older bank exports are written so. */
export function decodeFileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Without a debt or the account's last four, the file's layout stands for the bank account it came from. */
function accountKeyOf(debtId: string | null, account: ParsedAccount, layout: string): string {
  if (debtId) return `debt:${debtId}`;
  if (account.last4) return `account:${account.kind ?? "bank"}:${account.last4}`;
  return `layout:${createHash("sha256").update(layout).digest("hex").slice(0, 16)}`;
}

async function mappingFor(userId: string, key: string, detected: CsvMapping): Promise<CsvMapping> {
  const layout = await db.importLayout.findUnique({ where: { userId_accountKey: { userId, accountKey: key } } });
  const remembered = layout?.mapping as CsvMapping | undefined;
  return remembered && remembered.signature === detected.signature ? remembered : detected;
}

interface ReadFile {
  file: ParsedFile;
  mapping: CsvMapping | null;
  preview: string[][] | null;
  accountKey: string;
}

async function readFile(userId: string, text: string, debtId: string | null, mapping?: CsvMapping): Promise<ReadFile> {
  if (text.trim() === "") throw new ImportParseError("The file is empty.");
  if (looksLikeOfx(text)) {
    const file = parseOfx(text);
    return { file, mapping: null, preview: null, accountKey: accountKeyOf(debtId, file.account, "ofx") };
  }
  const rows = readCsvRows(text);
  const detected = detectCsvMapping(rows);
  const accountKey = accountKeyOf(debtId, { last4: null, kind: null }, `${detected.signature}|${rows[0]!.length}`);
  const used = mapping ?? (await mappingFor(userId, accountKey, detected));
  return { file: parseCsv(rows, used), mapping: used, preview: rows.slice(0, PREVIEW_LINES), accountKey };
}

function storedReview(read: ReadFile, accountKey: string): StoredReview {
  const { file } = read;
  const fingerprints = rowFingerprints(accountKey, file.rows);
  const balance = file.ledgerBalance;
  return {
    account: file.account,
    mapping: read.mapping,
    preview: read.preview,
    rows: file.rows.map((row, at) => ({ ...row, fingerprint: fingerprints[at]! })),
    balance: balance
      ? {
          rowId: BALANCE_ROW_ID,
          index: file.rows.length,
          date: balance.date,
          amountCents: balance.amountCents,
          description: "Closing balance",
          fitId: null,
          type: null,
          fingerprint: createHash("sha256")
            .update(`balance|${accountKey}|${balance.date}|${balance.amountCents}`)
            .digest("hex"),
        }
      : null,
  };
}

async function checkOwnDebt(userId: string, debtId: string): Promise<void> {
  const owned = await db.debt.count({ where: { id: debtId, userId, archivedAt: null } });
  if (owned === 0) throw notFound("Debt");
}

/**
 * Counted by applied imports (docs/product-rules.md "Plans and limits"), so a file read with the wrong columns and
 * discarded does not use it up. Checked again, under the user's lock, on apply.
 */
export async function checkImportAllowance(
  client: Prisma.TransactionClient | typeof db,
  user: { id: string; subscriptionPlan: string },
): Promise<void> {
  const { importsPerMonth } = getPlan(user.subscriptionPlan);
  if (importsPerMonth === null) return;
  // docs/product-rules.md "The product's clock"
  const monthStart = dateFromDay(`${(await userToday(user.id)).slice(0, 7)}-01`);
  const used = await client.import.count({
    where: { userId: user.id, appliedAt: { gte: monthStart }, status: { not: "review" } },
  });
  if (used >= importsPerMonth)
    throw new AppError(
      "plan_limit",
      `The Free plan imports ${importsPerMonth} file a month, and you have used it this month. Upgrade to Basic or Pro to import without limit.`,
    );
}

export async function createImport(
  user: { id: string; subscriptionPlan: string },
  upload: UploadedFile,
  debtId: string | null,
): Promise<ImportDto> {
  if (upload.bytes.byteLength === 0) throw fieldError("file", "The file is empty.");
  if (upload.bytes.byteLength > IMPORT_LIMITS.maxBytes)
    throw fieldError("file", "The file is over 5 MB; export a shorter period.");
  if (debtId) await checkOwnDebt(user.id, debtId);
  await checkImportAllowance(db, user);
  const text = decodeFileText(upload.bytes);
  const read = await asFieldError(() => readFile(user.id, text, debtId));
  if (!debtId && (read.file.account.kind === "credit_card" || read.file.account.kind === "loan"))
    throw fieldError(
      "debtId",
      `This file is a ${read.file.account.kind === "loan" ? "loan" : "credit card"}'s own statement: choose which of your debts it belongs to.`,
    );
  const { accountKey } = read;
  const created = await db.import.create({
    data: {
      userId: user.id,
      format: read.file.format,
      fileName: upload.name.slice(0, 200) || null,
      accountKey,
      debtId,
      sourceText: read.file.format === "csv" ? text : null,
      review: storedReview(read, accountKey) as unknown as Prisma.InputJsonValue,
    },
  });
  return toImportDto(db, created);
}

/** A connected account's new transactions, as a review like a file's. */
export async function createImportFromRows(
  userId: string,
  input: { format: ImportFormat; fileName: string | null; accountKey: string; debtId: string | null } & ParsedFile,
): Promise<ImportDto> {
  if (input.rows.length > IMPORT_LIMITS.maxRows) throw fieldError("rows", "Too many transactions at once.");
  const created = await db.import.create({
    data: {
      userId,
      format: input.format,
      fileName: input.fileName,
      accountKey: input.accountKey,
      debtId: input.debtId,
      review: storedReview(
        { file: input, mapping: null, preview: null, accountKey: input.accountKey },
        input.accountKey,
      ) as unknown as Prisma.InputJsonValue,
    },
  });
  return toImportDto(db, created);
}

async function asFieldError<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportParseError) throw fieldError("file", error.message);
    throw error;
  }
}

async function ownImport(userId: string, id: string): Promise<Import> {
  const imp = await db.import.findFirst({ where: { id, userId } });
  if (!imp) throw notFound("Import");
  return imp;
}

export async function getImport(userId: string, id: string): Promise<ImportDto> {
  return toImportDto(db, await ownImport(userId, id));
}

export async function listImports(userId: string): Promise<ImportSummaryDto[]> {
  const imports = await db.import.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    include: { _count: { select: { lines: { where: { action: { notIn: ["matched"] } } } } } },
  });
  return imports.map((imp) => {
    const review = imp.review as unknown as StoredReview;
    return {
      ...headerOf(imp),
      rowCount: review.rows.length + (review.balance ? 1 : 0),
      appliedCount: imp._count.lines,
    };
  });
}

export async function remapImport(userId: string, id: string, mapping: CsvMapping): Promise<ImportDto> {
  const imp = await ownImport(userId, id);
  if (imp.status !== "review") throw new AppError("conflict", "This import was already applied.");
  if (imp.format !== "csv" || imp.sourceText === null)
    throw new AppError("bad_request", "Only a CSV file's columns can be chosen.");
  const read = await asFieldError(() => readFile(userId, imp.sourceText!, imp.debtId, mapping));
  const review = storedReview(read, imp.accountKey);
  const [updated] = await db.$transaction([
    db.import.update({ where: { id }, data: { review: review as unknown as Prisma.InputJsonValue } }),
    db.importLayout.upsert({
      where: { userId_accountKey: { userId, accountKey: imp.accountKey } },
      create: { userId, accountKey: imp.accountKey, mapping: mapping as unknown as Prisma.InputJsonValue },
      update: { mapping: mapping as unknown as Prisma.InputJsonValue },
    }),
  ]);
  return toImportDto(db, updated);
}

export async function discardImport(userId: string, id: string): Promise<void> {
  const imp = await ownImport(userId, id);
  if (imp.status === "applied")
    throw new AppError("conflict", "This import was applied: undo it from the history instead.");
  await db.import.delete({ where: { id: imp.id } });
}

function headerOf(imp: Import): ImportHeaderDto {
  return {
    id: imp.id,
    format: imp.format as ImportFormat,
    status: imp.status,
    fileName: imp.fileName,
    createdAt: imp.createdAt.toISOString(),
    appliedAt: imp.appliedAt?.toISOString() ?? null,
    undoneAt: imp.undoneAt?.toISOString() ?? null,
  };
}

export async function toImportDto(client: Prisma.TransactionClient | typeof db, imp: Import): Promise<ImportDto> {
  const review = imp.review as unknown as StoredReview;
  return {
    ...headerOf(imp),
    account: { ...review.account, key: imp.accountKey },
    debtId: imp.debtId,
    mapping: review.mapping,
    preview: review.preview,
    rows: await reviewRows(client, imp.userId, imp, review),
  };
}
