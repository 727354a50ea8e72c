import { z } from "@/lib/validations/zod";
import { MAX_SESSION_SECONDS } from "./form-limits";
export { MAX_SESSION_SECONDS };

export const ZEducationProgress = z.object({
  timeSpent: z
    .number({ error: "Time spent is required" })
    .int("Time spent must be a whole number of seconds")
    .min(0, "Time spent cannot be negative")
    .max(MAX_SESSION_SECONDS, `Time spent cannot be more than ${MAX_SESSION_SECONDS} seconds`),
  completed: z.boolean({ error: "Completed must be true or false" }),
});
export type TEducationProgress = z.output<typeof ZEducationProgress>;
