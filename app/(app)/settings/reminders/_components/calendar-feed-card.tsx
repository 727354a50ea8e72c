"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, RefreshCw } from "lucide-react";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { CopyButton } from "@/components/feedback/copy-button";
import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { apiJson } from "@/lib/client/api-client";
import type { CalendarFeedDto } from "@/lib/calendar/types";
import { queryKeys } from "@/lib/query-keys";

type FeedAnswer = { feed: CalendarFeedDto | null };

/**
 * The private payment calendar (docs/product-rules.md "Calendar feed"): turn it on, copy or open its URL in a
 * calendar app, give it a new URL (the old one stops at once) or turn it off. The URL is read on the server with the
 * page, so the card paints complete.
 */
export function CalendarFeedCard({ initial }: { initial: FeedAnswer }) {
  const queryClient = useQueryClient();
  const { data } = useQuery<FeedAnswer>({ queryKey: queryKeys.calendarFeed, initialData: initial });
  const feed = data.feed;
  const store = (answer: FeedAnswer) => queryClient.setQueryData(queryKeys.calendarFeed, answer);

  const make = useMutation({
    mutationFn: () => apiJson<FeedAnswer>("POST", "/api/account/calendar"),
    onSuccess: (answer) => {
      store(answer);
      toast({
        title: feed ? "New calendar link made" : "Calendar link ready",
        description: "Add it to your calendar app.",
      });
    },
    onError: (error) => reportFailure(error, "Couldn't make the calendar link"),
  });
  const remove = useMutation({
    mutationFn: () => apiJson<FeedAnswer>("DELETE", "/api/account/calendar"),
    onSuccess: (answer) => {
      store(answer);
      toast({ title: "Calendar link turned off" });
    },
    onError: (error) => reportFailure(error, "Couldn't turn the calendar link off"),
  });

  return (
    <Card role="region" aria-labelledby="calendar-feed-heading">
      <CardHeader>
        <h2 id="calendar-feed-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays aria-hidden="true" className="size-5" />
          Payment calendar
        </h2>
        <p className="text-sm text-muted-foreground">
          See each debt&apos;s next 12 due dates in Google Calendar, Apple Calendar or Outlook, titled with what your
          plan pays that month (&quot;Pay $245.00 to Visa&quot;). It follows your plan and payments; calendar apps fetch
          it again every few hours. Debts without a due day are left out.
        </p>
      </CardHeader>
      {feed ? (
        <CardContent className="space-y-3">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium">
            Your private calendar link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="calendar-feed-url" readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton
              text={feed.url}
              copied="Calendar link copied"
              failed="Failed to copy the link"
              instead="Select it and copy it yourself."
              size="default"
              className="sm:min-w-28"
            />
          </div>
          <p className="text-sm text-muted-foreground">
            Anyone with this link can see your debts&apos; names, due dates and planned amounts. Keep it to yourself; if
            it got out, make a new one.
          </p>
        </CardContent>
      ) : null}
      <CardFooter className="flex flex-wrap gap-2">
        {feed ? (
          <>
            <Button asChild>
              <a href={feed.webcalUrl}>
                <CalendarDays aria-hidden="true" />
                Open in calendar app
              </a>
            </Button>
            <LazyConfirmDialog
              trigger={
                <Button type="button" variant="outline">
                  <RefreshCw aria-hidden="true" />
                  New link
                </Button>
              }
              title="Make a new calendar link?"
              description="The current link stops working right away; calendars subscribed to it stop updating until you add the new one."
              cancelLabel="Keep this link"
              confirmLabel="Make a new link"
              pendingLabel="Making..."
              onConfirm={() => make.mutateAsync()}
            />
            <LazyConfirmDialog
              trigger={
                <Button type="button" variant="ghost">
                  Turn off
                </Button>
              }
              title="Turn the calendar link off?"
              description="The link stops working right away. Calendars subscribed to it keep the events they had but no longer update."
              cancelLabel="Keep it on"
              confirmLabel="Turn off"
              pendingLabel="Turning off..."
              onConfirm={() => remove.mutateAsync()}
            />
          </>
        ) : (
          <Button type="button" onClick={() => make.mutate()} disabled={make.isPending}>
            <CalendarDays aria-hidden="true" />
            {make.isPending ? "Making the link..." : "Get my calendar link"}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
