"use client";

import { RotateCw } from "lucide-react";
import { errorMessage } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

/** A settings page's failed load, in place of its cards (a screen that frames it as a card uses load-error.tsx). */
export function LoadErrorNotice({
  what,
  error,
  onRetry,
  retrying,
}: {
  /** Ends the sentence "We couldn't load ...", e.g. "your billing details". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-5 text-sm"
    >
      <p>
        <span className="font-medium">{`We couldn't load ${what}.`}</span>{" "}
        <span className="text-muted-foreground">{errorMessage(error)}</span>
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
        Try again
      </Button>
    </div>
  );
}
