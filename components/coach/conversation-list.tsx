"use client";

import { useMutation, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { MessagesSquare, Plus } from "lucide-react";

import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatCount, formatRelativeTime } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { DeleteIconButton } from "@/components/forms/remove-buttons";
import { SkeletonList } from "@/components/ui/loading-region";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { LoadError } from "@/components/feedback/load-error";
import { toast } from "@/components/hooks/use-toast";
import type { CoachConversationListDto, CoachConversationSummaryDto } from "@/lib/coach/types";

export function ConversationList({
  query,
  selectedId,
  onOpen,
  onNew,
  onDeleted,
  newButtonId,
}: {
  query: UseQueryResult<CoachConversationListDto>;
  selectedId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  /** After a deletion's dialog closes: the row is gone, so focus goes to the "New conversation" button. */
  onDeleted: (id: string) => void;
  newButtonId: string;
}) {
  return (
    <div className="space-y-3">
      <Button id={newButtonId} type="button" variant="outline" className="w-full justify-start" onClick={onNew}>
        <Plus aria-hidden="true" />
        New conversation
      </Button>
      <ConversationItems query={query} selectedId={selectedId} onOpen={onOpen} onDeleted={onDeleted} />
    </div>
  );
}

function ConversationItems({
  query,
  selectedId,
  onOpen,
  onDeleted,
}: {
  query: UseQueryResult<CoachConversationListDto>;
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  if (query.isPending) {
    return (
      <SkeletonList
        label="Loading your conversations..."
        count={3}
        className="space-y-2"
        itemClassName="h-14 rounded-lg"
      />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        inline
        what="your conversations"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.conversations.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
        No conversations yet.
      </p>
    );
  }
  return (
    <ul aria-label="Your conversations" className="space-y-1.5">
      {query.data.conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === selectedId}
          onOpen={() => onOpen(conversation.id)}
          onDeleted={() => onDeleted(conversation.id)}
        />
      ))}
    </ul>
  );
}

function ConversationItem({
  conversation,
  selected,
  onOpen,
  onDeleted,
}: {
  conversation: CoachConversationSummaryDto;
  selected: boolean;
  onOpen: () => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/coach/conversations/${encodeURIComponent(conversation.id)}`),
    onSuccess: () => {
      queryClient.setQueryData<CoachConversationListDto>(queryKeys.coachConversations, (old) =>
        old ? { ...old, conversations: old.conversations.filter((c) => c.id !== conversation.id) } : old,
      );
      queryClient.removeQueries({ queryKey: queryKeys.coachConversation(conversation.id) });
      toast({ title: "Conversation deleted", description: `"${conversation.title}" was removed.` });
    },
    onError: (error) => {
      toast({ title: "Failed to delete the conversation", description: errorMessage(error), variant: "destructive" });
    },
  });
  const messages = conversation.messageCount === 1 ? "1 message" : `${formatCount(conversation.messageCount)} messages`;

  return (
    <li
      className={cn(
        "flex min-w-0 items-center gap-1 rounded-lg border transition-colors",
        selected ? "border-primary/40 bg-accent" : "bg-card hover:bg-accent/50",
      )}
      data-testid="coach-conversation"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? "true" : undefined}
        className="min-w-0 flex-1 rounded-lg px-3 py-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="block truncate text-sm font-medium">{conversation.title}</span>
        {/* "5 minutes ago" is worked out on the server first, then in the browser a moment later. */}
        <span className="block text-xs text-muted-foreground" suppressHydrationWarning>
          {messages} · {formatRelativeTime(conversation.updatedAt)}
        </span>
      </button>
      <LazyConfirmDialog
        trigger={
          <DeleteIconButton className="mr-1 shrink-0" aria-label={`Delete conversation "${conversation.title}"`} />
        }
        title="Delete this conversation?"
        description={`"${conversation.title}" and its ${messages} will be removed. This cannot be undone.`}
        confirmLabel="Delete conversation"
        pendingLabel="Deleting..."
        onConfirm={() => mutation.mutateAsync()}
        onConfirmedClose={onDeleted}
      />
    </li>
  );
}
