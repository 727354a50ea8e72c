"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { STATUS_LABELS, type LetterDto, type LetterStatus } from "@/lib/negotiations/types";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";

/** Draft gray, sent blue, responded yellow, resolved green. */
const STATUS_COLORS: Record<LetterStatus, string> = {
  draft: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100",
  sent: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-100",
  responded: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100",
  resolved: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-100",
};

/** The status word ('draft', 'sent', ...), coloured by status. */
export function LetterStatusBadge({ status, className }: { status: LetterStatus; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn("border-transparent", STATUS_COLORS[status], className)}
      data-testid="letter-status"
    >
      <span className="sr-only">Status: </span>
      {status}
    </Badge>
  );
}

/** PUT /api/negotiations/{id}/status; the letter is replaced in the list at once, then the list is refreshed. */
export function useLetterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, response }: { id: string; status: LetterStatus; response?: string }) =>
      apiJson<LetterDto>("PUT", `/api/negotiations/${encodeURIComponent(id)}/status`, { status, response }),
    onSuccess: (letter) => {
      queryClient.setQueryData<LetterDto[]>(queryKeys.letters, (old) =>
        old?.map((l) => (l.id === letter.id ? letter : l)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.letters });
      toast({ title: `Letter marked as ${STATUS_LABELS[letter.status].toLowerCase()}` });
    },
    onError: (error) => {
      toast({ title: "Failed to update the letter", description: errorMessage(error), variant: "destructive" });
    },
  });
}
