"use client";

import Link from "@/components/ui/link";
import { Calculator, ChartLine, Crown, Receipt } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isOpenDebt } from "./debt-summary";
import { useOpenLogPayment } from "./log-payment-provider";
import { useDebts } from "./use-debts";

// Quick Actions: Log Payment needs a debt to pay (an open one), View Results needs
// debts to have been entered at all.

export function QuickActions() {
  const { data, isPending } = useDebts();
  const openLogPayment = useOpenLogPayment();
  const hasDebts = (data?.length ?? 0) > 0;
  const hasOpenDebts = data?.some(isOpenDebt) ?? false;

  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">Quick Actions</h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link href="/calculator">
            <Calculator aria-hidden="true" />
            Debt Calculator
          </Link>
        </Button>
        {isPending ? (
          <>
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </>
        ) : (
          <>
            {hasOpenDebts ? (
              <Button type="button" className="justify-start" onClick={() => openLogPayment()}>
                <Receipt aria-hidden="true" />
                Log Payment
              </Button>
            ) : null}
            {hasDebts ? (
              <Button asChild variant="outline" className="justify-start">
                <Link href="/results">
                  <ChartLine aria-hidden="true" />
                  View Results
                </Link>
              </Button>
            ) : null}
          </>
        )}
        <Button asChild variant="outline" className="justify-start">
          <Link href="/subscribe">
            <Crown aria-hidden="true" />
            Upgrade Plan
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
