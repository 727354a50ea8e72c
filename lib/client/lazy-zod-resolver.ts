import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "@/lib/validations/zod";

/**
 * A react-hook-form resolver that fetches zod, the schema and @hookform/resolvers the first time the form validates
 * (its first submit, or change in onChange/onBlur mode) instead of with the page: zod is the largest library a
 * form uses, and no page needs it to paint. `load` returns the schema, as
 * `() => import("@/lib/validations/x").then((m) => m.ZSchema)`; schema modules import zod through
 * lib/validations/zod.ts, so zod is configured for the CSP before anything parses.
 */
export function lazyZodResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, Context, Output> {
  let ready: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, Context, Output>,
    );
    // A failed fetch (offline) is not kept: the next validation tries again.
    ready.catch(() => (ready = undefined));
    return (await ready)(values, context, options);
  };
}
