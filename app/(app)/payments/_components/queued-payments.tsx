"use client";

import { useEffect, useState } from "react";
import { CloudOff } from "lucide-react";
import { pageUserKey } from "@/lib/client/offline";
import type { QueuedPayment } from "@/lib/offline/payment-queue";
import { formatDay, formatDollars } from "@/lib/format";

const loadQueue = () => import("@/lib/client/payment-queue");

/**
 * Payments logged offline and not sent yet (docs/product-rules.md "Offline and install"), above the history: each
 * marked pending until the offline note's sending takes it off the queue. Nothing while there are none.
 */
export function QueuedPayments() {
  const [queued, setQueued] = useState<QueuedPayment[]>([]);
  useEffect(() => {
    const userKey = pageUserKey();
    if (!userKey || typeof indexedDB === "undefined") return;
    let unsubscribe = () => {};
    let live = true;
    void loadQueue().then(({ queuedPayments, subscribePaymentQueue }) => {
      const read = () =>
        void queuedPayments(userKey).then(
          (list) => live && setQueued(list),
          () => undefined,
        );
      read();
      unsubscribe = subscribePaymentQueue(read);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  if (queued.length === 0) return null;
  return (
    <section
      aria-labelledby="queued-payments-heading"
      className="space-y-2 rounded-xl border border-notice-border bg-notice p-4 text-notice-foreground"
    >
      <h2 id="queued-payments-heading" className="flex items-center gap-2 font-semibold">
        <CloudOff aria-hidden="true" className="size-4" />
        Waiting to be sent
      </h2>
      <p className="text-sm">Saved on this device; they will be sent when you&apos;re back online.</p>
      <ul className="space-y-1 text-sm">
        {queued.map((payment) => (
          <li key={payment.key} data-testid="queued-payment">
            {formatDollars(payment.input.amount)} to {payment.debtName} on {formatDay(payment.input.paymentDate)}{" "}
            <span className="font-medium">(pending)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
