import { z } from "@/lib/validations/zod";
import { MAX_DEBTS_PER_USER } from "@/lib/billing/plans";
import { optionalMoneyField } from "./debts";

// PUT /api/plan: the plan the user follows. The extra payment reads like the calculator's (blank is "0.00").
// Whether a custom order names exactly the user's open debts is the service's check (it needs the database).

const STRATEGY_MESSAGE = "Strategy must be avalanche, snowball or custom";

const DEBT_ID_MESSAGE = "Each entry must be a debt id";
const debtIds = z
  .array(z.string({ error: DEBT_ID_MESSAGE }).trim().min(1, DEBT_ID_MESSAGE).max(100, DEBT_ID_MESSAGE), {
    error: "List your debts in the order to pay them",
  })
  .max(MAX_DEBTS_PER_USER, `A custom order lists at most ${MAX_DEBTS_PER_USER} debts`);

export const ZSavePlan = z.discriminatedUnion(
  "strategy",
  [
    z.object({
      strategy: z.enum(["avalanche", "snowball"], { error: STRATEGY_MESSAGE }),
      extraPayment: optionalMoneyField,
      // Accepted (a form may still hold the last custom order) but not kept: these strategies set their own order.
      customOrder: debtIds.nullable().optional().transform(() => null),
    }),
    z.object({
      strategy: z.literal("custom", { error: STRATEGY_MESSAGE }),
      extraPayment: optionalMoneyField,
      customOrder: debtIds.refine((ids) => new Set(ids).size === ids.length, "Each debt can appear only once in the custom order"),
    }),
  ],
  { error: STRATEGY_MESSAGE },
);
export type TSavePlanInput = z.input<typeof ZSavePlan>;
export type TSavePlan = z.output<typeof ZSavePlan>;
