"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";

import { errorMessage, isUnauthorizedError } from "@/lib/client/api-client";
import type { DebtDto } from "@/lib/debts/types";
import { IMPORT_LIMITS, type ImportDto } from "@/lib/imports/types";
import { queryKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { UpgradeNote } from "@/components/billing/upgrade-note";
import { reportFailure } from "@/components/feedback/report-failure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import { Progress } from "@/components/ui/progress";
import { planLimitMessage } from "./import-changes";
import { uploadImportFile, type UploadProgress } from "./upload-file";

// Step one of an import (docs/product-rules.md "Importing bank and card files"): whose export the file is, then the
// file, dropped or chosen. It is sent at once; the server reads it into a review and writes nothing to the ledger.
// A refusal is shown as the server words it (it names the problem: empty, too big, unknown format, a date it cannot
// read); Free's monthly file limit is the upgrade path.

export const IMPORT_FILE_ACCEPT = ".csv,.ofx,.qfx,text/csv";

/** Radix Select has no empty value: this stands for "a bank account's file, not one debt's". */
const BANK_ACCOUNT = "bank";

type Problem = { kind: "message"; text: string } | { kind: "plan_limit"; text: string };

function problemOf(error: unknown): Problem {
  const limit = planLimitMessage(error);
  return limit ? { kind: "plan_limit", text: limit } : { kind: "message", text: errorMessage(error) };
}

export function UploadCard({
  debts,
  debtsLoading,
  onUploaded,
}: {
  /** The user's open debts. */
  debts: readonly DebtDto[];
  debtsLoading: boolean;
  onUploaded: (importId: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [debtId, setDebtId] = useState(BANK_ACCOUNT);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dragging, setDragging] = useState(false);

  const upload = useMutation({
    mutationFn: (file: File) => uploadImportFile(file, debtId === BANK_ACCOUNT ? null : debtId, setProgress),
    onSuccess: (dto: ImportDto) => {
      queryClient.setQueryData(queryKeys.importReview(dto.id), dto);
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports, exact: true });
      onUploaded(dto.id);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) reportFailure(error, "Failed to upload the file");
      else setProblem(problemOf(error));
    },
    onSettled: () => setProgress(null),
  });

  function send(files: FileList | null) {
    const file = files?.[0];
    if (!file || upload.isPending) return;
    setProblem(null);
    // The server refuses it too; this saves sending megabytes to hear so.
    if (file.size > IMPORT_LIMITS.maxBytes) {
      setProblem({ kind: "message", text: "The file is larger than 5 MB; export a shorter period." });
      return;
    }
    upload.mutate(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  }

  const problemId = `${id}-problem`;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-title`} className="text-lg">
            Upload a file
          </h2>
        </CardTitle>
        <CardDescription>
          A CSV, OFX or QFX export of your bank account or of one card or loan. You check every line before anything
          changes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid max-w-md gap-2">
          <Label htmlFor={`${id}-debt`}>This is the export of one card or loan</Label>
          <LazySelect
            id={`${id}-debt`}
            value={debtId}
            onValueChange={setDebtId}
            disabled={upload.isPending || debtsLoading}
            position="popper"
            className="w-full"
            aria-describedby={`${id}-debt-hint`}
            options={[
              { value: BANK_ACCOUNT, label: "No, a bank account (checking or savings)" },
              ...debts.map((debt) => ({ value: debt.id, label: debt.name })),
            ]}
          />
          <p id={`${id}-debt-hint`} className="text-sm text-muted-foreground">
            Choose the card or loan when the file comes from its own account page: its lines then belong to it.
          </p>
        </div>

        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
            dragging ? "border-primary bg-primary/5" : "border-border",
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FileUp aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-muted-foreground">Drop the file here, or</p>
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={IMPORT_FILE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Bank or card file"
            onChange={(event) => {
              send(event.target.files);
              // The same file may be chosen again after a fix (a new export, another debt).
              event.target.value = "";
            }}
          />
          <Button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
            aria-describedby={problem ? problemId : undefined}
          >
            Choose a file
          </Button>
          <p className="text-xs text-muted-foreground">CSV, OFX or QFX, up to 5 MB.</p>
        </div>

        {progress ? <UploadStatus progress={progress} /> : null}

        {problem?.kind === "plan_limit" ? (
          <div id={problemId} role="alert">
            <UpgradeNote action="Upgrade to import every file">{problem.text}</UpgradeNote>
          </div>
        ) : problem ? (
          <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
            {problem.text}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function UploadStatus({ progress }: { progress: UploadProgress }) {
  const reading = progress.stage === "reading";
  const label = reading ? "Reading your file..." : "Uploading your file...";
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm">{label}</p>
      <Progress
        aria-label={label}
        // Reading has no measure: a full bar that pulses, rather than a guess.
        value={reading ? 100 : Math.round(progress.fraction * 100)}
        indicatorClassName={reading ? "animate-pulse" : undefined}
      />
    </div>
  );
}
