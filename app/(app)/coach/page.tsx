import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Mic } from "lucide-react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { listCoachConversations } from "@/lib/coach/chat";
import { queryKeys } from "@/lib/query-keys";
import { CoachScreen } from "@/components/coach/coach-screen";
import { COACH_MESSAGE_MAX_LENGTH } from "@/lib/validations/form-limits";

export const metadata: Metadata = { title: "Ask DebtWise" };

// /coach: Ask DebtWise, a chat about the user's own debts (docs/product-rules.md "Ask DebtWise"). `?q=` puts a
// question in the box (the dashboard's example); nothing is asked until the user sends it. The conversations and
// today's usage are read on the server under the API's query key, so the page paints complete.
export default async function CoachPage({ searchParams }: PageProps<"/coach">) {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: queryKeys.coachConversations,
    queryFn: () => listCoachConversations(user),
  });
  const { q } = await searchParams;
  const initialQuestion = typeof q === "string" ? q.slice(0, COACH_MESSAGE_MAX_LENGTH) : undefined;

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Ask DebtWise</h1>
          <p className="mt-1.5 text-muted-foreground">
            Questions about your debts, payments and plan, answered from your own numbers.
          </p>
        </div>
        <Link
          href="/voice"
          className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:self-auto"
        >
          <Mic aria-hidden="true" className="size-4" />
          Speak instead
        </Link>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <CoachScreen initialQuestion={initialQuestion} />
      </HydrationBoundary>
    </div>
  );
}
