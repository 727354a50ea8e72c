import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getReferralSummary } from "@/lib/referrals/service";
import { appOrigin } from "@/lib/request";
import { queryKeys } from "@/lib/query-keys";
import { ReferralsView } from "./_components/referrals-view";

export const metadata: Metadata = { title: "Referral Program" };

// docs/product-rules.md "Referrals": stats, the referral link (create, copy, share), how it works and the history.
// The summary is read on the server under the API's query key, so the page paints complete.
export default async function ReferralsPage() {
  const user = await requireUser();
  const origin = appOrigin();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: queryKeys.referrals,
    queryFn: () => getReferralSummary(user.id, origin),
  });

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Referral Program</h1>
        <p className="mt-1.5 text-muted-foreground">
          Invite friends to DebtWise and earn $10 for every friend who becomes a paid subscriber.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ReferralsView />
      </HydrationBoundary>
    </div>
  );
}
