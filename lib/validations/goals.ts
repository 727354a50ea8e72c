import { z } from "@/lib/validations/zod";
import { GOAL_NAME_MAX, GOAL_TYPE_IDS } from "@/lib/goals/types";
import { localToday } from "@/lib/dates";
import { earliestTodayAnywhere, targetDayField } from "./dates";
import { moneyField, optionalMoneyField } from "./debts";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";

export const GOAL_TYPE_REQUIRED = "Goal type is required";
export const GOAL_NAME_REQUIRED = "Goal name is required";
const AMOUNT_REQUIRED = "Amount is required";

/** Goes into mail subjects: one line, no control characters. */
export const ZGoalName = z
  .string({ error: GOAL_NAME_REQUIRED })
  .trim()
  .min(1, GOAL_NAME_REQUIRED)
  .max(GOAL_NAME_MAX, `Goal name must be ${GOAL_NAME_MAX} characters or fewer`)
  .refine(isSingleLine, `Goal name ${CONTROL_CHARACTERS_MESSAGE}`);

function optionalTargetDate(today: () => string) {
  return z
    .union([z.string(), z.null()], { error: "Use the format YYYY-MM-DD" })
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(targetDayField(today).optional());
}

export const ZCreateGoal = z.object({
  name: ZGoalName,
  goalType: z.enum(GOAL_TYPE_IDS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? GOAL_TYPE_REQUIRED
        : "Choose Emergency Fund, Savings or Investment",
  }),
  targetAmount: moneyField("Target amount is required"),
  targetDate: optionalTargetDate(earliestTodayAnywhere),
  /** Above zero, the user is reminded each month to save it. */
  autoSaveAmount: optionalMoneyField,
});
export type TCreateGoalInput = z.input<typeof ZCreateGoal>;
export type TCreateGoal = z.output<typeof ZCreateGoal>;

/** The create form: the same schema, with the target date checked against the user's own calendar day. */
export const ZCreateGoalForm = ZCreateGoal.extend({ targetDate: optionalTargetDate(() => localToday()) });

export const ZAddToGoal = z.object({
  amount: moneyField(AMOUNT_REQUIRED),
});
export type TAddToGoalInput = z.input<typeof ZAddToGoal>;
export type TAddToGoal = z.output<typeof ZAddToGoal>;

export const ZRenameGoal = z.object({ name: ZGoalName });
export type TRenameGoalInput = z.input<typeof ZRenameGoal>;
export type TRenameGoal = z.output<typeof ZRenameGoal>;

export const RENAME_ALONE_MESSAGE = "Rename a goal on its own, without an amount";

/** {amount} adds money (the original contract: a body with neither asks for the amount); {name} alone renames. */
export const ZGoalPatch = z
  .object({ amount: moneyField(AMOUNT_REQUIRED).optional(), name: ZGoalName.optional() })
  .superRefine((body, ctx) => {
    if (body.amount === undefined && body.name === undefined)
      ctx.addIssue({ code: "custom", path: ["amount"], message: AMOUNT_REQUIRED });
    if (body.amount !== undefined && body.name !== undefined)
      ctx.addIssue({ code: "custom", path: ["name"], message: RENAME_ALONE_MESSAGE });
  });
