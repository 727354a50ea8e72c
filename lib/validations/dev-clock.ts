import { z } from "@/lib/validations/zod";

export const MAX_ADVANCE_DAYS = 3650;

const ADVANCE_MESSAGE = `Must be a whole number of days from 1 to ${MAX_ADVANCE_DAYS}`;

export const ZAdvanceClock = z
  .looseObject({
    advanceDays: z
      .number({ error: ADVANCE_MESSAGE })
      .int({ error: ADVANCE_MESSAGE })
      .min(1, { error: ADVANCE_MESSAGE })
      .max(MAX_ADVANCE_DAYS, { error: ADVANCE_MESSAGE }),
  })
  // Anything else is refused by name rather than ignored: a typo ("days") must not look like a move of nothing.
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (key !== "advanceDays") ctx.addIssue({ code: "custom", path: [key], message: "Only advanceDays can be sent" });
    }
  });

export type TAdvanceClock = z.output<typeof ZAdvanceClock>;
