"use client";

import { useEffect, useRef } from "react";
import Link from "@/components/ui/link";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, Loader2, MailX, TriangleAlert } from "lucide-react";

import { ApiError, apiJson, errorMessage } from "@/lib/client/api-client";
import type { UnsubscribeResultDto } from "@/lib/reminders/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";

export function UnsubscribePanel({ token }: { token: string }) {
  const mutation = useMutation({
    mutationFn: () => apiJson<UnsubscribeResultDto>("POST", "/api/reminders/unsubscribe", { token }),
  });
  const invalid = mutation.error instanceof ApiError && mutation.error.status === 404;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcome = mutation.isSuccess ? "done" : invalid ? "invalid" : "ask";

  // The heading changes with the outcome; moving focus to it makes screen readers read the new state.
  useEffect(() => {
    if (outcome !== "ask") headingRef.current?.focus();
  }, [outcome]);

  const Icon = outcome === "done" ? CircleCheck : outcome === "invalid" ? TriangleAlert : MailX;
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="justify-items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight outline-none">
          {outcome === "done"
            ? "You're unsubscribed"
            : outcome === "invalid"
              ? "This link is not valid"
              : "Unsubscribe from reminder e-mails?"}
        </h1>
      </CardHeader>
      <CardContent className="space-y-3 text-center text-sm text-muted-foreground" aria-live="polite">
        {outcome === "done" ? (
          <p>
            {mutation.data!.email} will no longer get payment reminder e-mails from DebtWise. You can turn them back on
            at any time in your reminder settings.
          </p>
        ) : outcome === "invalid" ? (
          <p>
            The unsubscribe link may be incomplete or out of date. You can turn reminder e-mails off in your reminder
            settings after signing in.
          </p>
        ) : (
          <p>
            We&apos;ll stop sending payment reminder e-mails to your address. Other account e-mails are not affected.
          </p>
        )}
        {mutation.isError && !invalid && (
          <p role="alert" className="text-destructive">
            We couldn&apos;t unsubscribe you just now: {errorMessage(mutation.error)} Please try again.
          </p>
        )}
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {outcome === "ask" ? (
          <Button
            type="button"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
            className="w-full sm:w-auto"
          >
            {mutation.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {mutation.isPending ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        ) : (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/settings/reminders">Reminder settings</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
