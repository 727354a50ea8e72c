import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/hooks/use-toast";
import { ApiError, errorMessage } from "@/lib/client/api-client";
import { sendQueuedPayments } from "@/lib/client/payment-queue";
import { formatDollars } from "@/lib/format";

/** Loaded by the offline note only when online (docs/product-rules.md "Offline and install"), so none of it is in a
 * signed-in page's first JavaScript. */
export async function sendAndReport(userKey: string, queryClient: QueryClient): Promise<void> {
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
}
