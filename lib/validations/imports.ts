import { z } from "@/lib/validations/zod";

export const IMPORT_ACTIONS = ["payment", "charge", "interest", "fee", "balance", "ignore"] as const;

const column = z.number().int().min(0).max(199);
const id = z.string().trim().min(1).max(64);

export const ZCsvMapping = z
  .object({
    skipRows: z.number().int().min(0).max(1000),
    date: column,
    description: column,
    amount: column.nullable(),
    debit: column.nullable(),
    credit: column.nullable(),
    sign: z.enum(["inflow_positive", "outflow_positive"]),
    dateOrder: z.enum(["mdy", "dmy"]),
    signature: z.string().max(4000),
  })
  .refine((m) => m.amount !== null || m.debit !== null || m.credit !== null, {
    path: ["amount"],
    message: "Choose the amount column, or the debit and credit columns",
  });
export const ZRemapImport = z.object({ mapping: ZCsvMapping });
export type TRemapImport = z.output<typeof ZRemapImport>;

/** Rows left out are skipped. */
export const ZApplyImport = z.object({
  rows: z
    .array(
      z.object({
        rowId: z.string().trim().min(1).max(20),
        action: z.enum(IMPORT_ACTIONS, { error: "Choose what to do with this line" }),
        debtId: id.nullish(),
      }),
    )
    .max(20_001, "Too many rows"),
});
export type TApplyImport = z.output<typeof ZApplyImport>;

export const ZImportUpload = z.object({ debtId: id.optional() });
