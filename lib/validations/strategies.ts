import { z } from "@/lib/validations/zod";

// GET /api/strategies/latest/export?debtId=&kind= : one debt's schedule (debtId) or every debt's (no debtId),
// for the saved plan ("saved", the default) unless kind names one of the alternatives (highest_interest_cost,
// cash_flow_index and highest_utilization only when the stored comparison has them: the service checks, as only it
// has the strategy).
export const ZScheduleExport = z.object({
  debtId: z.string().trim().min(1).max(100).optional(),
  kind: z
    .enum(
      ["saved", "avalanche", "snowball", "minimums", "highest_interest_cost", "cash_flow_index", "highest_utilization"],
      {
        message:
          "kind must be saved, avalanche, snowball, minimums, highest_interest_cost, cash_flow_index or highest_utilization",
      },
    )
    .optional(),
});

export type TScheduleExport = z.infer<typeof ZScheduleExport>;
