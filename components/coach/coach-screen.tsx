"use client";

import { useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Gauge } from "lucide-react";

import { formatCount, formatInstant } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";
import { CoachChat } from "./coach-chat";
import { ConversationList } from "./conversation-list";
import { storedMessage } from "./message-parts";
import type { CoachConversationDto, CoachConversationListDto, CoachUsageDto } from "@/lib/coach/types";

// docs/product-rules.md "Ask DebtWise". Today's usage comes with the list and is updated by each answer's `data-usage`.

type Session = { key: string; conversationId: string | null; opened: boolean };

let newChats = 0;
function newSession(): Session {
  newChats += 1;
  return { key: `new-${newChats}`, conversationId: null, opened: false };
}

export function CoachScreen({ initialQuestion }: { initialQuestion?: string }) {
  const queryClient = useQueryClient();
  const listId = useId();
  const newButtonId = `${listId}-new`;
  const [session, setSession] = useState<Session>(() => ({ key: "new-0", conversationId: null, opened: false }));
  const [listOpen, setListOpen] = useState(false);
  const list = useQuery<CoachConversationListDto>({ queryKey: queryKeys.coachConversations });

  function open(id: string) {
    setSession({ key: id, conversationId: id, opened: true });
    setListOpen(false);
  }

  function startNew() {
    setSession(newSession());
    setListOpen(false);
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside aria-label="Conversations" className="min-w-0 space-y-3">
        <Button
          type="button"
          variant="outline"
          className="w-full justify-between lg:hidden"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((was) => !was)}
        >
          Conversations
          {list.data ? ` (${formatCount(list.data.conversations.length)})` : ""}
          <ChevronDown aria-hidden="true" className={listOpen ? "rotate-180" : undefined} />
        </Button>
        <div id={listId} className={listOpen ? "block" : "hidden lg:block"}>
          <ConversationList
            query={list}
            selectedId={session.conversationId}
            onOpen={open}
            onNew={startNew}
            onDeleted={(id) => {
              if (id === session.conversationId) setSession(newSession());
              document.getElementById(newButtonId)?.focus();
            }}
            newButtonId={newButtonId}
          />
        </div>
      </aside>

      <Card className="min-w-0 gap-4">
        <CardContent className="space-y-4">
          <UsageLine usage={list.data?.usage} pending={list.isPending} />
          {session.opened && session.conversationId ? (
            <OpenedConversation
              key={session.key}
              conversationId={session.conversationId}
              onConversation={(conversation) => setSession((s) => ({ ...s, conversationId: conversation.id }))}
            />
          ) : (
            <CoachChat
              key={session.key}
              chatKey={session.key}
              conversationId={null}
              initialMessages={[]}
              initialQuestion={session.key === "new-0" ? initialQuestion : undefined}
              onConversation={(conversation) => {
                setSession((s) => ({ ...s, conversationId: conversation.id }));
                // The new conversation joins the list at once; the list is read again when the answer ends.
                queryClient.setQueryData<CoachConversationListDto>(queryKeys.coachConversations, (old) =>
                  old && !old.conversations.some((c) => c.id === conversation.id)
                    ? {
                        ...old,
                        conversations: [
                          { ...conversation, updatedAt: new Date().toISOString(), messageCount: 1 },
                          ...old.conversations,
                        ],
                      }
                    : old,
                );
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function OpenedConversation({
  conversationId,
  onConversation,
}: {
  conversationId: string;
  onConversation: (conversation: { id: string; title: string }) => void;
}) {
  const query = useQuery<CoachConversationDto>({ queryKey: queryKeys.coachConversation(conversationId) });
  if (query.isPending) {
    return (
      <LoadingRegion label="Loading the conversation..." className="space-y-3">
        <div aria-hidden="true" className="space-y-3">
          <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
          <Skeleton className="h-20 w-5/6 rounded-2xl" />
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        inline
        what="this conversation"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return (
    <CoachChat
      chatKey={conversationId}
      conversationId={conversationId}
      initialMessages={query.data.messages.map(storedMessage)}
      onConversation={onConversation}
    />
  );
}

function UsageLine({ usage, pending }: { usage: CoachUsageDto | undefined; pending: boolean }) {
  if (pending) return <Skeleton aria-hidden="true" className="h-5 w-48" />;
  if (!usage) return null;
  const reached = usage.used >= usage.limit;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground" data-testid="coach-usage">
      <Gauge aria-hidden="true" className="size-4" />
      <span className={reached ? "font-medium text-foreground" : undefined}>
        {formatCount(usage.used)} of {formatCount(usage.limit)} questions today
      </span>
      {reached ? <span>· More from {formatInstant(usage.resetsAt)}</span> : null}
    </p>
  );
}
