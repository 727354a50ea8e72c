import { z } from "@/lib/validations/zod";

// The alternatives (highest_interest_cost, cash_flow_index, highest_utilization) only when the stored comparison has
// them: the service checks, as only it has the strategy.
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

// A page or a debt at a time, so a reader of a large plan need not take the whole answer.
export const ZScheduleQuery = z
  .object({ kind, debtId, from: month, to: month })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });

export type TScheduleQuery = z.infer<typeof ZScheduleQuery>;
