"use client";

import { useId } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { FileText, Loader2, Send } from "lucide-react";

import { TEMPLATE_TYPE_LABELS, letterPreview, type LetterDto } from "@/lib/negotiations/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInstantDay } from "@/lib/format";
import { LetterStatusBadge, useLetterStatus } from "./letter-status";
import { LoadError } from "@/components/feedback/load-error";

interface LettersTabProps {
  query: UseQueryResult<LetterDto[]>;
  onView: (id: string) => void;
  onCreate: () => void;
}

// The 'Your Letters' tab: loading text, the cards (newest first, as the API answers) and the empty state.
export function LettersTab({ query, onView, onCreate }: LettersTabProps) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="text-sm text-muted-foreground">
          Loading your negotiations...
        </p>
        <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        what="your letters"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Card className="items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <FileText aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">No Negotiation Letters Yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Create a letter to ask a creditor for a hardship arrangement, a settlement or a payment plan. It takes a
          minute.
        </p>
        <Button type="button" onClick={onCreate} className="mt-2">
          Create Your First Letter
        </Button>
      </Card>
    );
  }
  return (
    <ul aria-label="Your letters" className="grid gap-4 lg:grid-cols-2">
      {query.data.map((letter) => (
        <li key={letter.id} className="min-w-0">
          <LetterCard letter={letter} onView={() => onView(letter.id)} />
        </li>
      ))}
    </ul>
  );
}

function LetterCard({ letter, onView }: { letter: LetterDto; onView: () => void }) {
  const describedBy = useId();
  const status = useLetterStatus();
  return (
    <Card className="h-full gap-4" data-testid="letter-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>
            <h2 className="text-base">Negotiation Letter</h2>
          </CardTitle>
          <LetterStatusBadge status={letter.status} />
        </div>
        <CardDescription id={describedBy} className="break-words">
          {TEMPLATE_TYPE_LABELS[letter.templateType]} to {letter.creditorName}, account ending in {letter.accountLast4}
        </CardDescription>
        <p className="text-xs text-muted-foreground">
          Created{" "}
          <time dateTime={letter.createdAt} suppressHydrationWarning>
            {formatInstantDay(letter.createdAt)}
          </time>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-sm break-words text-muted-foreground" data-testid="letter-preview">
          {letterPreview(letter.generatedContent)}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onView} aria-describedby={describedBy}>
          <FileText aria-hidden="true" />
          View Full Letter
        </Button>
        {letter.status === "draft" ? (
          <Button
            type="button"
            onClick={() => status.mutate({ id: letter.id, status: "sent" })}
            disabled={status.isPending}
            aria-describedby={describedBy}
          >
            {status.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            Mark as Sent
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
