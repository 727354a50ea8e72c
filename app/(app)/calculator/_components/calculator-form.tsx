"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";

import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api-client";
import type { DebtDto } from "@/lib/debts/types";
import type { PlanId } from "@/lib/billing/plans";
import { queryKeys } from "@/lib/query-keys";

// The form (react-hook-form, Radix Select, Checkbox and AlertDialog, zod and the payoff engine for the target-date
// hint) is fetched once the page has hydrated, not with it: the server's HTML is the skeleton anyway, which stays
// until both the saved debts and the form have arrived.
const loadDebtsForm = () => import("./debts-form").then((m) => m.DebtsForm);

interface CalculatorFormProps {
  planId: PlanId;
  planName: string;
  /** Maximum debts the plan tracks; null means unlimited. */
  debtLimit: number | null;
  /** The saved plan's extra payment ("300.00"); null when no plan was ever saved. */
  savedExtraPayment: string | null;
}

/** Loads the saved debts first, so the form starts from them and a recalculation never duplicates them. */
export function CalculatorForm(props: CalculatorFormProps) {
  const debts = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const DebtsForm = useLoadedAfterHydration(loadDebtsForm);
  // The form starts from the first settled list (never from a cached one that is being refetched) and then owns
  // its state: later refetches, or a failed one, must not reset the user's edits.
  const [initial, setInitial] = useState<DebtDto[] | null>(null);
  if (initial === null && debts.data && !debts.isFetching) setInitial(debts.data.filter((d) => !d.isClosed));

  // eslint-disable-next-line react-hooks/static-components -- the loaded module's export: one object for the page's life
  if (initial && DebtsForm) return <DebtsForm {...props} savedDebts={initial} />;
  if (debts.isError) {
    return (
      <Card role="alert" className="border-destructive/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-destructive">
            <AlertCircle aria-hidden="true" className="size-5" /> Could not load your debts
          </CardTitle>
          <CardDescription>{errorMessage(debts.error)}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void debts.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <CalculatorSkeleton />;
}

function CalculatorSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden="true" label="" /> Loading your debts...
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
          <Skeleton className="h-5 w-24" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((j) => (
              <div key={j} className="space-y-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
