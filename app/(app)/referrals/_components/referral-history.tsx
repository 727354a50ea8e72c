import { History } from "lucide-react";

import type { ReferralDto, ReferralStatus } from "@/lib/referrals/types";
import { formatInstantDay, formatDollars } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: "Pending",
  signed_up: "Signed Up",
  paid: "Paid Subscriber",
};

const STATUS_VARIANTS = { pending: "outline", signed_up: "secondary", paid: "success" } as const;

export function ReferralHistory({ referrals, hasLink }: { referrals: ReferralDto[]; hasLink: boolean }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Referral History</h2>
        </CardTitle>
        <CardDescription>Friends who signed up with your link, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {referrals.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <History aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">No referrals yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              {hasLink
                ? "Share your link with friends. Everyone who signs up with it shows up here."
                : "Create your referral link above and share it with friends to start earning."}
            </p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Referrals">
            {referrals.map((referral) => (
              <li
                key={referral.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                data-testid="referral-row"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">
                    {referral.referredEmail ?? "Invited friend"}
                  </span>
                  <time
                    dateTime={referral.createdAt}
                    className="text-xs text-muted-foreground"
                    suppressHydrationWarning
                  >
                    {formatInstantDay(referral.createdAt)}
                  </time>
                </span>
                <span className="flex items-center gap-2">
                  {referral.status === "paid" ? (
                    <span className="text-sm font-semibold text-success tabular-nums">
                      +{formatDollars(referral.reward)}
                    </span>
                  ) : null}
                  <Badge variant={STATUS_VARIANTS[referral.status]}>{STATUS_LABELS[referral.status]}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
