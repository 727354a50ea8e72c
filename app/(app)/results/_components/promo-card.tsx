import { AlertTriangle, BadgePercent, CalendarClock, CircleCheck, Info } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LumpSumDto } from "@/lib/plan/types";
import type { PlanSummaryDto, StrategyDebtSnapshot } from "@/lib/strategies/types";
import { cn } from "@/lib/utils";
import { promoNote, unusedLumpSumText, type PromoTone } from "./promo-notes";

const TONES: Record<PromoTone, { box: string; icon: typeof Info; label: string }> = {
  risk: { box: "border-destructive/40 bg-destructive/5", icon: AlertTriangle, label: "Warning:" },
  safe: { box: "border-success/30 bg-success/10", icon: CircleCheck, label: "On track:" },
  info: { box: "bg-muted/50", icon: CalendarClock, label: "Note:" },
};

/**
 * When each promotional rate of the recommended plan ends and, for deferred interest, whether this plan is charged
 * it: the amount and the month when it is (an alert), or the payoff month that avoids it.
 */
export function PromoCard({ plan, debts }: { plan: PlanSummaryDto; debts: StrategyDebtSnapshot[] }) {
  const promos = plan.promos ?? [];
  if (promos.length === 0) return null;
  const regularRate = new Map(debts.map((d) => [d.id, d.interestRate]));
  return (
    <Card role="region" aria-labelledby="promo-heading">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BadgePercent aria-hidden="true" className="size-5 text-primary" />
          <h2 id="promo-heading" className="text-lg">
            Promotional rates
          </h2>
        </CardTitle>
        <CardDescription>
          When each promo rate ends in your recommended plan, and what happens after it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {promos.map((promo) => {
            const note = promoNote(promo, regularRate.get(promo.debtId));
            const tone = TONES[note.tone];
            const Icon = tone.icon;
            return (
              <li key={promo.debtId} className={cn("rounded-lg border p-4 text-sm", tone.box)} data-testid="promo-item">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{promo.name}</h3>
                  <span className="text-muted-foreground">{note.headline}</span>
                  {promo.deferredInterest ? <Badge variant="outline">Deferred interest</Badge> : null}
                </div>
                <p role={note.tone === "risk" ? "alert" : undefined} className="mt-2 flex items-start gap-2">
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 size-4 shrink-0",
                      note.tone === "risk"
                        ? "text-destructive"
                        : note.tone === "safe"
                          ? "text-success"
                          : "text-muted-foreground",
                    )}
                  />
                  <span>
                    <span className="sr-only">{tone.label} </span>
                    {note.text}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Lump sums dated after the debt-free month: the plan cannot use them, and says so instead of dropping them. */
export function UnusedLumpSumsNote({
  unused,
  firstMonth,
}: {
  unused: readonly LumpSumDto[] | undefined;
  firstMonth?: string;
}) {
  if (!unused || unused.length === 0) return null;
  return (
    <div className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm" data-testid="unused-lump-sums">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <ul className="space-y-1">
        {unused.map((l, i) => (
          <li key={`${l.month}-${i}`}>{unusedLumpSumText(l, firstMonth)}.</li>
        ))}
      </ul>
    </div>
  );
}
