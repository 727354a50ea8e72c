import { z } from "@/lib/validations/zod";
import { DEFAULT_CONTRIBUTION_DESCRIPTION } from "@/lib/shared-plans/types";
import { localToday } from "@/lib/dates";
import { earliestTodayAnywhere, targetDayField } from "./dates";
import { moneyField } from "./debts";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";
import { TITLE_MAX, DESCRIPTION_MAX, CONTRIBUTION_DESCRIPTION_MAX } from "./form-limits";
export { TITLE_MAX, DESCRIPTION_MAX, CONTRIBUTION_DESCRIPTION_MAX };

// Body keys are part of the API: snake_case for the invite (shared_plan_id, monthly_target), camelCase for the
// contribution (sharedPlanId).

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => v || null);

export const ZCreateSharedPlan = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(TITLE_MAX, `Title must be ${TITLE_MAX} characters or fewer`)
    .refine(isSingleLine, `Title ${CONTROL_CHARACTERS_MESSAGE}`),
  description: optionalText(DESCRIPTION_MAX, `Description must be ${DESCRIPTION_MAX} characters or fewer`),
  goalAmount: moneyField("Goal amount is required"),
  targetDate: targetDayField(earliestTodayAnywhere),
});
export type TCreateSharedPlanInput = z.input<typeof ZCreateSharedPlan>;
export type TCreateSharedPlan = z.output<typeof ZCreateSharedPlan>;

/** The create dialog: the same schema, with the target date checked against the user's own calendar day. */
export const ZCreateSharedPlanForm = ZCreateSharedPlan.extend({ targetDate: targetDayField(() => localToday()) });

const INVALID_EMAIL = "Enter a valid e-mail address";

export const ZInviteMember = z.object({
  shared_plan_id: z.string({ error: "Shared plan is required" }).trim().min(1, "Shared plan is required"),
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .min(1, INVALID_EMAIL)
    .max(254, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL))
    .transform((v) => v.toLowerCase()),
  monthly_target: moneyField("Monthly target is required"),
});
export type TInviteMemberInput = z.input<typeof ZInviteMember>;
export type TInviteMember = z.output<typeof ZInviteMember>;

export const ZContribute = z.object({
  sharedPlanId: z.string({ error: "Shared plan is required" }).trim().min(1, "Shared plan is required"),
  amount: moneyField("Amount is required"),
  description: z
    .string()
    .trim()
    .max(CONTRIBUTION_DESCRIPTION_MAX, `Description must be ${CONTRIBUTION_DESCRIPTION_MAX} characters or fewer`)
    .nullable()
    .optional()
    .transform((v) => v || DEFAULT_CONTRIBUTION_DESCRIPTION),
});
export type TContributeInput = z.input<typeof ZContribute>;
export type TContribute = z.output<typeof ZContribute>;
