import Link from "@/components/ui/link";
import { MessageCircleQuestion } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

// The dashboard's way into Ask DebtWise (docs/product-rules.md "Ask DebtWise"): one example question, which opens the
// chat with it in the box (nothing is asked until the user sends it, so no daily question is spent by a click).

const EXAMPLE = "When will I be debt-free?";

export function AskCoachCard() {
  return (
    <Card className="gap-3">
      <CardHeader>
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <MessageCircleQuestion aria-hidden="true" className="size-4 text-primary" />
          Ask DebtWise
        </h2>
        <CardDescription>Questions about your debts and plan, answered from your own numbers.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <Link
          href={`/coach?q=${encodeURIComponent(EXAMPLE)}`}
          className="rounded-md border bg-muted/40 px-3 py-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="sr-only">Ask: </span>&ldquo;{EXAMPLE}&rdquo;
        </Link>
        <Link
          href="/coach"
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Open Ask DebtWise
        </Link>
      </CardContent>
    </Card>
  );
}
