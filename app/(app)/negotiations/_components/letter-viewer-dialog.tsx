"use client";

import { useId, useState, type RefObject } from "react";
import { CircleCheck, Copy, Download, Loader2, MessageSquareReply, Send, Sparkles } from "lucide-react";

import { TEMPLATE_TYPE_LABELS, type LetterDto } from "@/lib/negotiations/types";
import { copyText } from "@/lib/client/clipboard";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { DialogLayout, DialogShell, useLastShown } from "@/components/dialogs/dialog-shell";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { downloadFile } from "@/lib/client/download";
import { letterFileName } from "./letter-file-name";
import { formatInstantDay } from "@/lib/format";
import { LetterStatusBadge, useLetterStatus } from "./letter-status";

const MAX_RESPONSE_CHARS = 5000;

// The letter viewer: the full letter as preformatted text, 'Copy', a .txt download and the 'AI Suggestions' block.
// The letter also moves on from here: draft -> 'Mark as Sent', sent -> 'Mark as Responded' (with the
// creditor's reply, optional), responded -> 'Mark as Resolved'.
export function LetterViewerDialog({
  letter,
  onClose,
  returnFocusRef,
}: {
  letter: LetterDto | null;
  onClose: () => void;
  /** The button that opened the viewer (or the generate dialog before it), focused again on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  // The last letter stays rendered while the dialog animates closed.
  const shown = useLastShown(letter);

  return (
    <DialogShell
      open={letter !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="sm:max-w-3xl"
      onCloseAutoFocus={(event) => {
        const target = returnFocusRef.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {shown ? <LetterView key={shown.id} letter={shown} /> : null}
    </DialogShell>
  );
}

function LetterView({ letter }: { letter: LetterDto }) {
  const ids = useId();
  const status = useLetterStatus();
  const [response, setResponse] = useState("");

  async function copy() {
    try {
      await copyText(letter.generatedContent);
    } catch {
      toast({
        title: "Failed to copy letter",
        description: "Select the text and copy it yourself.",
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Letter copied to clipboard!" });
  }

  const timeline = [
    { label: "Created", at: letter.createdAt },
    { label: "Sent", at: letter.sentAt },
    { label: "Response received", at: letter.respondedAt },
    { label: "Resolved", at: letter.resolvedAt },
  ].filter((step): step is { label: string; at: string } => step.at !== null);

  return (
    <DialogLayout
      title={
        <>
          Negotiation Letter
          <LetterStatusBadge status={letter.status} />
        </>
      }
      titleClassName="flex flex-wrap items-center gap-2"
      description={
        <>
          {TEMPLATE_TYPE_LABELS[letter.templateType]} to {letter.creditorName}, account ending in {letter.accountLast4}
          {letter.debtName ? ` (${letter.debtName})` : ""}
        </>
      }
      descriptionProps={{ className: "break-words" }}
      footerClassName="gap-2 sm:justify-between"
      footer={
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => downloadFile(letterFileName(letter), letter.generatedContent, "text/plain;charset=utf-8")}
            >
              <Download aria-hidden="true" />
              Download
            </Button>
          </div>
          <StatusAction
            letter={letter}
            isPending={status.isPending}
            onChange={(next) =>
              status.mutate({
                id: letter.id,
                status: next,
                response: next === "responded" ? response.trim() || undefined : undefined,
              })
            }
          />
        </>
      }
    >
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
        {timeline.map((step) => (
          <div key={step.label} className="flex gap-1">
            <dt>{step.label}:</dt>
            <dd>
              <time dateTime={step.at}>{formatInstantDay(step.at)}</time>
            </dd>
          </div>
        ))}
      </dl>

      {/* Focusable so keyboard users can scroll a long letter. */}
      <pre
        tabIndex={0}
        aria-label="Full letter"
        data-testid="letter-content"
        className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/30 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {letter.generatedContent}
      </pre>

      {letter.aiSuggestions.length > 0 ? (
        <section
          aria-labelledby={`${ids}-suggestions`}
          className="rounded-lg border border-primary/20 bg-primary/5 p-4"
        >
          <h3 id={`${ids}-suggestions`} className="flex items-center gap-1.5 text-sm font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-primary" />
            {letter.writtenBy === "model" ? "AI Suggestions" : "Suggestions"}
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
            {letter.aiSuggestions.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {letter.response ? (
        <section aria-labelledby={`${ids}-response`} className="rounded-lg border p-4">
          <h3 id={`${ids}-response`} className="text-sm font-semibold">
            Creditor&apos;s Response
          </h3>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap">{letter.response}</p>
        </section>
      ) : null}

      {letter.status === "sent" ? (
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-reply`}>Creditor&apos;s response (optional)</Label>
          <Textarea
            id={`${ids}-reply`}
            value={response}
            onChange={(e) => setResponse(e.target.value)}
            maxLength={MAX_RESPONSE_CHARS}
            placeholder="What did the creditor say? For example, the terms they offered."
            disabled={status.isPending}
          />
        </div>
      ) : null}
    </DialogLayout>
  );
}

function StatusAction({
  letter,
  isPending,
  onChange,
}: {
  letter: LetterDto;
  isPending: boolean;
  onChange: (next: "sent" | "responded" | "resolved") => void;
}) {
  const spinner = <Loader2 aria-hidden="true" className="animate-spin" />;
  switch (letter.status) {
    case "draft":
      return (
        <Button type="button" onClick={() => onChange("sent")} disabled={isPending}>
          {isPending ? spinner : <Send aria-hidden="true" />}
          Mark as Sent
        </Button>
      );
    case "sent":
      return (
        <Button type="button" onClick={() => onChange("responded")} disabled={isPending}>
          {isPending ? spinner : <MessageSquareReply aria-hidden="true" />}
          Mark as Responded
        </Button>
      );
    case "responded":
      return (
        <Button type="button" onClick={() => onChange("resolved")} disabled={isPending}>
          {isPending ? spinner : <CircleCheck aria-hidden="true" />}
          Mark as Resolved
        </Button>
      );
    default:
      return null;
  }
}
