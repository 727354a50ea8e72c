import { Zap } from "lucide-react";

import { QUICK_COMMANDS } from "@/lib/voice/types";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Six preset questions, each asked as soon as it is chosen. */
export function QuickCommands({
  onAsk,
  disabled,
  className,
}: {
  onAsk: (query: string) => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap aria-hidden="true" className="size-4 text-primary" />
          <h2 id="quick-commands-title">Quick Commands</h2>
        </CardTitle>
        <CardDescription>Tap a question to ask it right away.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1" aria-labelledby="quick-commands-title">
          {QUICK_COMMANDS.map((command) => (
            <li key={command}>
              <Button
                type="button"
                variant="outline"
                className="h-auto w-full justify-start py-2.5 text-left whitespace-normal"
                onClick={() => onAsk(command)}
                disabled={disabled}
              >
                {command}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
