"use client";

import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";

import type { ReferralSummaryDto } from "@/lib/referrals/types";
import { errorMessage } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { HowItWorks } from "./how-it-works";
import { ReferralHistory } from "./referral-history";
import { ReferralLinkCard } from "./referral-link-card";
import { ReferralStats } from "./referral-stats";
import { LoadingRegion } from "@/components/ui/loading-region";

export const REFERRALS_QUERY_KEY = ["/api/referrals/me"] as const;

export function ReferralsView() {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<ReferralSummaryDto>({ queryKey: REFERRALS_QUERY_KEY });

  if (isPending) return <ReferralsSkeleton />;
  if (isError) {
    return (
      <Card role="alert" className="items-start gap-3 px-6">
        <p className="font-medium">We couldn&apos;t load your referrals.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
          <RotateCw aria-hidden="true" className={cn(isRefetching && "animate-spin")} />
          Try again
        </Button>
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      <ReferralStats summary={data} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <ReferralLinkCard referralLink={data.referralLink} className="lg:col-span-3" />
        <HowItWorks className="lg:col-span-2" />
      </div>
      <ReferralHistory referrals={data.referrals} hasLink={data.referralLink !== null} />
    </div>
  );
}

function ReferralsSkeleton() {
  return (
    <LoadingRegion label="Loading your referrals..." className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5" aria-hidden="true">
        <Skeleton className="h-52 rounded-xl lg:col-span-3" />
        <Skeleton className="h-52 rounded-xl lg:col-span-2" />
      </div>
      <Skeleton className="h-48 rounded-xl" aria-hidden="true" />
    </LoadingRegion>
  );
}
