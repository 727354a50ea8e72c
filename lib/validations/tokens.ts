import { z } from "@/lib/validations/zod";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";
import { TOKEN_NAME_MAX } from "./form-limits";
export { TOKEN_NAME_MAX };

export const TOKEN_NAME_REQUIRED = "Name is required";

export const ZCreateToken = z.object({
  name: z
    .string({ error: TOKEN_NAME_REQUIRED })
    .trim()
    .min(1, TOKEN_NAME_REQUIRED)
    .max(TOKEN_NAME_MAX, `Name must be at most ${TOKEN_NAME_MAX} characters`)
    .refine(isSingleLine, `Name ${CONTROL_CHARACTERS_MESSAGE}`),
  canWrite: z.boolean({ error: "canWrite must be true or false" }).default(false),
});
export type TCreateTokenInput = z.input<typeof ZCreateToken>;
export type TCreateToken = z.output<typeof ZCreateToken>;
