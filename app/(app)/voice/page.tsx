import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { MessagesSquare } from "lucide-react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { listVoiceHistory } from "@/lib/voice/service";
import { queryKeys } from "@/lib/query-keys";
import { VoiceAssistant } from "./_components/voice-assistant";

export const metadata: Metadata = { title: "Voice Assistant" };

// /voice: speech or text questions, six quick commands, spoken answers and the history. The
// history is read on the server under the API's query key, so the page paints complete.
export default async function VoicePage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: queryKeys.voiceHistory, queryFn: () => listVoiceHistory(user.id) });

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Voice Assistant</h1>
          <p className="mt-1.5 text-muted-foreground">
            Ask about your debts out loud or by typing. Answers come from your own numbers and are read aloud.
          </p>
        </div>
        {/* The typed conversation with follow-up questions is Ask DebtWise (docs/product-rules.md "Ask DebtWise"). */}
        <Link
          href="/coach"
          className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:self-auto"
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
          Chat instead
        </Link>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <VoiceAssistant />
      </HydrationBoundary>
    </div>
  );
}
