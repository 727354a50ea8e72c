import { z } from "@/lib/validations/zod";
import { MAX_DEBTS_PER_USER } from "@/lib/billing/plans";
import { optionalMoneyField } from "./debts";
import { toAmountText } from "./money";
import { earliestTodayAnywhere } from "./dates";

export const LUMP_MONTH_PAST = "Lump sum month cannot be in the past";

// docs/payoff.md "The saved plan": a monthly budget, or the extra on top of today's minimums, or both when they agree.
// The checks that need the database (the budget's floor, agreement, a custom order's debts) are the service's.

const STRATEGY_MESSAGE =
  "Strategy must be avalanche, snowball, custom, highest_interest_cost, cash_flow_index or highest_utilization";

const DEBT_ID_MESSAGE = "Each entry must be a debt id";
const debtIds = z
  .array(z.string({ error: DEBT_ID_MESSAGE }).trim().min(1, DEBT_ID_MESSAGE).max(100, DEBT_ID_MESSAGE), {
    error: "List your debts in the order to pay them",
  })
  .max(MAX_DEBTS_PER_USER, `A custom order lists at most ${MAX_DEBTS_PER_USER} debts`);

// docs/payoff.md "Lump sums": left out of a PUT, the stored ones stay; [] removes them all. Pro is the service's check.
export const MAX_LUMP_SUMS = 60;
const MAX_LUMP_AMOUNT = 10_000_000;
const LUMP_AMOUNT_MESSAGE = "Enter an amount like 500 or -150.25 (not zero, at most 10,000,000)";
const LUMP_MONTH_MESSAGE = "Use the format YYYY-MM";
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const lumpAmount = z
  .union([z.string(), z.number()], { error: LUMP_AMOUNT_MESSAGE })
  .transform((v, ctx) => toAmountText(String(v), ctx))
  .refine((v) => /^-?\d+(\.\d{1,2})?$/.test(v), { message: LUMP_AMOUNT_MESSAGE, abort: true })
  .refine((v) => Number(v) !== 0 && Math.abs(Number(v)) <= MAX_LUMP_AMOUNT, LUMP_AMOUNT_MESSAGE)
  .transform((v) => Number(v).toFixed(2));

const lumpMonth = z
  .string({ error: LUMP_MONTH_MESSAGE })
  .trim()
  .regex(MONTH_PATTERN, { message: LUMP_MONTH_MESSAGE, abort: true })
  // Past months are refused by earliestTodayAnywhere, as the other date fields (the user's own month may lag UTC's).
  .refine((v) => v >= earliestTodayAnywhere().slice(0, 7), {
    message: LUMP_MONTH_PAST,
    abort: true,
  })
  .refine(
    (v) => Number(v.slice(0, 4)) <= Number(earliestTodayAnywhere().slice(0, 4)) + 50,
    "Lump sum month must be within 50 years",
  );

const lumpSums = z
  .array(z.object({ amount: lumpAmount, month: lumpMonth }, { error: "Each lump sum needs an amount and a month" }), {
    error: "Lump sums must be a list of {amount, month}",
  })
  .max(MAX_LUMP_SUMS, `At most ${MAX_LUMP_SUMS} lump sums`)
  .optional();

const monthlyBudget = optionalMoneyField.optional();

export const ZSavePlan = z.discriminatedUnion(
  "strategy",
  [
    z.object({
      strategy: z.enum(["avalanche", "snowball", "highest_interest_cost", "cash_flow_index", "highest_utilization"], {
        error: STRATEGY_MESSAGE,
      }),
      monthlyBudget,
      extraPayment: optionalMoneyField.optional(),
      // Accepted (a form may still hold the last custom order) but not kept: these strategies set their own order.
      customOrder: debtIds
        .nullable()
        .optional()
        .transform(() => null),
      lumpSums,
    }),
    z.object({
      strategy: z.literal("custom", { error: STRATEGY_MESSAGE }),
      monthlyBudget,
      extraPayment: optionalMoneyField.optional(),
      customOrder: debtIds.refine(
        (ids) => new Set(ids).size === ids.length,
        "Each debt can appear only once in the custom order",
      ),
      lumpSums,
    }),
  ],
  { error: STRATEGY_MESSAGE },
);
export type TSavePlanInput = z.input<typeof ZSavePlan>;
export type TSavePlan = z.output<typeof ZSavePlan>;
