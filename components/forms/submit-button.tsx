"use client";

import type { ComponentProps, ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/hooks/use-hydrated";

/** Disabled until hydration (use-hydrated.ts says why); a disabled default button also stops Enter sending the form. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, "type"> & { pending: boolean; pendingLabel: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !hydrated} {...props}>
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
