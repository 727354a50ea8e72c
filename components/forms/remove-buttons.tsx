import type { ComponentProps } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// Either one can be a confirm dialog's trigger: every other prop (ref included) reaches the button.

const QUIET_DESTRUCTIVE = "text-muted-foreground hover:text-destructive";

export function RemoveButton({ label, className, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={`Remove ${label}`}
      className={cn(QUIET_DESTRUCTIVE, className)}
      {...props}
    >
      <Trash2 aria-hidden="true" /> Remove
    </Button>
  );
}

export function DeleteIconButton({ className, ...props }: ComponentProps<typeof Button> & { "aria-label": string }) {
  return (
    <Button type="button" variant="ghost" size="icon" className={cn(QUIET_DESTRUCTIVE, className)} {...props}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
