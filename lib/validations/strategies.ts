import { z } from "@/lib/validations/zod";

// GET /api/strategies/latest/export?debtId=&kind= : one debt's schedule (debtId) or every debt's (no debtId),
// for the saved plan ("saved", the default) unless kind names one of the alternatives (highest_interest_cost,
// cash_flow_index and highest_utilization only when the stored comparison has them: the service checks, as only it
// has the strategy).
const debtId = z.string().trim().min(1).max(100).optional();
const kind = z
  .enum(
    ["saved", "avalanche", "snowball", "minimums", "highest_interest_cost", "cash_flow_index", "highest_utilization"],
    {
      message:
        "kind must be saved, avalanche, snowball, minimums, highest_interest_cost, cash_flow_index or highest_utilization",
    },
  )
  .optional();

export const ZScheduleExport = z.object({ debtId, kind });

export type TScheduleExport = z.infer<typeof ZScheduleExport>;

const MONTH_MESSAGE = "Use the format YYYY-MM";
const month = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .optional();

// GET /api/strategies/latest/schedule?kind=&debtId=&from=&to= : one plan's schedule (the saved plan by default),
// one debt's rows or every debt's, the months from `from` to `to` ("YYYY-MM", both included; either may be left
// out), so a reader of a large plan takes a page or a debt at a time instead of the whole answer.
export const ZScheduleQuery = z
  .object({ kind, debtId, from: month, to: month })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });

export type TScheduleQuery = z.infer<typeof ZScheduleQuery>;
