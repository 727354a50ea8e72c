import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

/** A small loading indicator. Screen readers hear `label` (a polite live region via role="status"). */
function Spinner({ className, label = "Loading", ...props }: React.ComponentProps<"span"> & { label?: string }) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex size-4 shrink-0 items-center justify-center", className)}
      {...props}
    >
      <Loader2Icon
        aria-hidden="true"
        className="size-full animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
