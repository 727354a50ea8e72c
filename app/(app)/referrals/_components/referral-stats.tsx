import { useId } from "react";
import { DollarSign, UserCheck, Users, type LucideIcon } from "lucide-react";

import type { ReferralSummaryDto } from "@/lib/referrals/types";
import { formatDollars } from "@/lib/format";
import { Card } from "@/components/ui/card";

// The three stats cards: every referral, those who became paid subscribers, and what they earned.
export function ReferralStats({ summary }: { summary: ReferralSummaryDto }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        title="Total Referrals"
        icon={Users}
        value={String(summary.totalReferrals)}
        caption="Friends who joined with your link"
      />
      <StatCard
        title="Paid Subscribers"
        icon={UserCheck}
        value={String(summary.paidReferrals)}
        caption="Friends on a paid plan"
      />
      <StatCard
        title="Total Earnings"
        icon={DollarSign}
        value={formatDollars(summary.totalEarnings)}
        caption="$10 per paid subscriber"
      />
    </div>
  );
}

function StatCard({
  title,
  icon: Icon,
  value,
  caption,
}: {
  title: string;
  icon: LucideIcon;
  value: string;
  caption: string;
}) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-0 px-5 py-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <p className="mt-2 truncate text-3xl font-bold tracking-tight tabular-nums" data-testid="stat-value">
        {value}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
    </Card>
  );
}
