"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { toast } from "@/components/hooks/use-toast";
import { errorMessage, ApiError } from "@/lib/client/api-client";
import { cachedAnswersSince, clearCachedAt, subscribeCachedAnswers } from "@/lib/client/offline";
import { formatDollars } from "@/lib/money";

// The signed-in shell's offline note and the sending of payments logged offline (docs/product-rules.md "Offline and
// install"). The note, a polite status, shows while the browser is offline or a screen's data came from the service
// worker's cache: "as of" the oldest cached answer shown, else when this page was rendered (a page the worker served
// from its cache was rendered when it was stored). Back online, the waiting payments are sent and each is toasted.

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const loadQueue = () => import("@/lib/client/payment-queue");

/** "Nov 28, 2026, 9:41 AM" in the reader's time zone. */
function asOfText(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

export function OfflineNote({ userKey, renderedAt }: { userKey: string; renderedAt: string }) {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const cachedAt = useSyncExternalStore(subscribeCachedAnswers, cachedAnswersSince, () => null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const send = async () => {
      clearCachedAt();
      const { sendQueuedPayments } = await loadQueue();
      const reports = await sendQueuedPayments(userKey);
      for (const { payment, outcome, body } of reports) {
        const what = `${formatDollars(payment.input.amount)} to ${payment.debtName}`;
        if (outcome === "sent") toast({ title: "Payment sent", description: `${what}, saved while you were offline.` });
        else
          toast({
            title: "A payment saved on this device was not logged",
            description: `${what}: ${errorMessage(new ApiError(400, body, body))}`,
            variant: "destructive",
          });
      }
      if (reports.length > 0) void queryClient.invalidateQueries();
    };
    const onOnline = () => void send().catch(() => undefined);
    if (navigator.onLine) onOnline();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [userKey, queryClient]);

  const visible = !online || cachedAt !== null;
  return (
    <div role="status" aria-live="polite">
      {visible ? (
        <p className="border-b border-notice-border bg-notice text-notice-foreground">
          <span className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            You&apos;re offline. Showing your plan as of {asOfText(cachedAt ?? renderedAt)}.
          </span>
        </p>
      ) : null}
    </div>
  );
}
