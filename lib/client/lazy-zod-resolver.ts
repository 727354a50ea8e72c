import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "@/lib/validations/zod";

// zod loads on first validation, not with the page: it is the largest library a form uses and no page needs it to
// paint. Schema modules import zod through lib/validations/zod.ts, so it is configured for the CSP before parsing.
export function lazyZodResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, Context, Output> {
  let ready: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, Context, Output>,
    );
    ready.catch(() => (ready = undefined));
    return (await ready)(values, context, options);
  };
}
