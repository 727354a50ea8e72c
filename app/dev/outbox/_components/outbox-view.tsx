"use client";

import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Inbox, Mail, MessageSquare, RotateCw } from "lucide-react";

import type { OutboxMessageDto } from "@/lib/messaging/outbox";
import { cn } from "@/lib/utils";
import { queryKeys, type OutboxChannel } from "@/lib/query-keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { LinkifiedText } from "./linkified-text";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";
import { formatMonthDayTime } from "@/lib/format";

const CHANNEL_OPTIONS: { value: OutboxChannel; label: string }[] = [
  { value: "all", label: "All channels" },
  { value: "email", label: "Email" },
  { value: "sms", label: "SMS" },
  { value: "push", label: "Push" },
];

const EMPTY_TEXT: Record<OutboxChannel, string> = {
  all: "Nothing has been sent yet. Request a sign-in link on the login page, invite someone to a shared plan or turn on reminders, and the message shows up here.",
  email: "No e-mails yet. Request a sign-in link on the login page and it shows up here.",
  sms: "No text messages yet. SMS reminders show up here once a verified phone number has reminders turned on.",
  push: "No push reminders yet. They are listed here once a device subscribed in Settings > Reminders has one due.",
};

const STATUS_VARIANTS = { sent: "success", pending: "outline", failed: "destructive" } as const;

export function OutboxView() {
  const [channel, setChannel] = useState<OutboxChannel>("all");
  const selectId = useId();
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useQuery<OutboxMessageDto[]>({
    queryKey: queryKeys.outbox(channel),
  });

  return (
    <section aria-labelledby={`${selectId}-heading`} className="space-y-4">
      <h2 id={`${selectId}-heading`} className="sr-only">
        Messages
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={selectId}>Channel</Label>
          <Select value={channel} onValueChange={(v) => setChannel(v as OutboxChannel)}>
            <SelectTrigger id={selectId} className="w-44 bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHANNEL_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-center gap-3">
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground" suppressHydrationWarning>
            {isFetching
              ? "Refreshing..."
              : data
                ? `${data.length} ${data.length === 1 ? "message" : "messages"} · updated ${formatMonthDayTime(dataUpdatedAt, { seconds: true })}`
                : ""}
          </p>
          <Button type="button" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw aria-hidden="true" className={cn(isFetching && "animate-spin")} />
            Refresh
          </Button>
        </div>
      </div>

      {isPending ? (
        <OutboxSkeleton />
      ) : isError ? (
        <LoadError what="the outbox" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-background px-4 py-12 text-center">
          <Inbox aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">The outbox is empty</p>
          <p className="max-w-md text-sm text-muted-foreground">{EMPTY_TEXT[channel]}</p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Outbox messages">
          {data.map((message) => (
            <OutboxMessage key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OutboxMessage({ message }: { message: OutboxMessageDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  const isEmail = message.channel === "email";
  const ChannelIcon = isEmail ? Mail : MessageSquare;

  return (
    <li className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          <ChannelIcon aria-hidden="true" />
          {isEmail ? "Email" : "SMS"}
        </Badge>
        <Badge variant="outline" className="font-mono">
          {message.kind}
        </Badge>
        <Badge variant={STATUS_VARIANTS[message.status]} className="capitalize">
          {message.status}
        </Badge>
        <time dateTime={message.createdAt} className="ml-auto text-xs text-muted-foreground" suppressHydrationWarning>
          {formatMonthDayTime(message.createdAt, { seconds: true })}
        </time>
      </div>
      <p className="mt-2 font-medium [overflow-wrap:anywhere]">{message.subject ?? "Text message"}</p>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">To: {message.to}</p>
      {message.error && (
        <p className="mt-2 rounded-md border border-destructive/30 bg-destructive/10 p-2 text-sm text-destructive [overflow-wrap:anywhere]">
          Error: {message.error}
        </p>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ml-2 mt-2"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ChevronDown aria-hidden="true" className={cn("transition-transform", isOpen && "rotate-180")} />
        {isOpen ? "Hide message" : "Show message"}
      </Button>
      <div id={bodyId} hidden={!isOpen} className="mt-2 space-y-2">
        {/* E-mails are written for a light page (their HTML sets dark text, lib/reminders/messages.ts), so the
            preview shows them on a light surface in the dark theme too, as a mail app would (docs/product-rules.md
            "Themes"). */}
        <pre
          className={cn(
            "whitespace-pre-wrap rounded-lg p-3 font-sans text-sm [overflow-wrap:anywhere]",
            isEmail ? "light border bg-background text-foreground" : "bg-muted/50",
          )}
          data-testid="outbox-body"
        >
          <LinkifiedText text={message.body} />
        </pre>
        {message.hasHtml && (
          <p className="text-xs text-muted-foreground">
            This e-mail also has an HTML version with the same content; it is not shown here.
          </p>
        )}
      </div>
    </li>
  );
}

function OutboxSkeleton() {
  return (
    <LoadingRegion label="Loading the outbox..." className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 rounded-xl" aria-hidden="true" />
      ))}
    </LoadingRegion>
  );
}
