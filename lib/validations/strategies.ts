import { z } from "@/lib/validations/zod";

// GET /api/strategies/latest/export?debtId=&kind= : one debt's schedule (debtId) or every debt's (no debtId),
// for the recommended strategy unless kind names another compared plan.
export const ZScheduleExport = z.object({
  debtId: z.string().trim().min(1).max(100).optional(),
  kind: z.enum(["avalanche", "snowball", "minimums"], { message: "kind must be avalanche, snowball or minimums" }).optional(),
});

export type TScheduleExport = z.infer<typeof ZScheduleExport>;
