"use client";

import { RotateCw } from "lucide-react";
import { errorMessage } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** A card of its own on a page; `inline` inside a card or dialog that already frames it. */
export function LoadError({
  what,
  error,
  onRetry,
  retrying,
  inline = false,
  className,
}: {
  /** Ends the sentence "We couldn't load ...", e.g. "your goals". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  inline?: boolean;
  className?: string;
}) {
  const content = (
    <>
      <p className="font-medium">We couldn&apos;t load {what}.</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
        Try again
      </Button>
    </>
  );
  return inline ? (
    <div role="alert" className={cn("flex flex-col items-start gap-3", className)}>
      {content}
    </div>
  ) : (
    <Card role="alert" className={cn("items-start gap-3 px-6", className)}>
      {content}
    </Card>
  );
}
