import { z } from "@/lib/validations/zod";
import { PAID_PLAN_IDS } from "@/lib/billing/plans";

export const ZChoosePlan = z.object({
  plan: z.enum(PAID_PLAN_IDS, { message: "Choose the Basic or Pro plan" }),
});

export type TChoosePlan = z.infer<typeof ZChoosePlan>;
