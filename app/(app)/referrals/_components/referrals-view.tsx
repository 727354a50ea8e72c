"use client";

import { useQuery } from "@tanstack/react-query";

import type { ReferralSummaryDto } from "@/lib/referrals/types";
import { queryKeys } from "@/lib/query-keys";
import { Skeleton } from "@/components/ui/skeleton";
import { HowItWorks } from "./how-it-works";
import { ReferralHistory } from "./referral-history";
import { ReferralLinkCard } from "./referral-link-card";
import { ReferralStats } from "./referral-stats";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";

export function ReferralsView() {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<ReferralSummaryDto>({
    queryKey: queryKeys.referrals,
  });

  if (isPending) return <ReferralsSkeleton />;
  if (isError) {
    return <LoadError what="your referrals" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
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
