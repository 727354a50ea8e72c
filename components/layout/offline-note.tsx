"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { cachedAnswersSince, clearCachedAt, mayHaveQueuedPayments, subscribeCachedAnswers } from "@/lib/client/offline";
import { formatInstant } from "@/lib/format";

// Per docs/product-rules.md "Offline and install": shown while offline or when data came from the worker's cache,
// which online means the server did not answer in time (the note says so rather than "offline").

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const loadSender = () => import("./send-queued-payments");

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
      if (await mayHaveQueuedPayments()) await (await loadSender()).sendAndReport(userKey, queryClient);
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
            {online ? "DebtWise isn't answering right now." : "You're offline."} Showing your plan as of{" "}
            {formatInstant(cachedAt ?? renderedAt)}.
          </span>
        </p>
      ) : null}
    </div>
  );
}
