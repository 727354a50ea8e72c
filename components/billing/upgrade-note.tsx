import Link from "@/components/ui/link";
import { Lock } from "lucide-react";

import { cn } from "@/lib/utils";

/** Stands where a plan's missing feature would be; `id` lets a disabled control point at it (aria-describedby). */
export function UpgradeNote({
  id,
  children,
  action,
  className,
}: {
  id?: string;
  children: React.ReactNode;
  action: string;
  className?: string;
}) {
  return (
    <p id={id} className={cn("flex items-center gap-2 text-sm text-muted-foreground print:hidden", className)}>
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {children}{" "}
        <Link href="/subscribe" className="font-medium text-primary underline-offset-4 hover:underline">
          {action}
        </Link>
      </span>
    </p>
  );
}
