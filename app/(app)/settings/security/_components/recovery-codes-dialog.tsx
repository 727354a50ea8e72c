"use client";

import { Download, TriangleAlert } from "lucide-react";
import { DialogLayout, DialogShell, useLastShown } from "@/components/dialogs/dialog-shell";
import { CopyButton } from "@/components/feedback/copy-button";
import { Button } from "@/components/ui/button";
import { downloadFile } from "@/lib/client/download";

// The ten recovery codes, the one time they are shown (docs/product-rules.md "Second factor"): when the account's
// first second factor is added, and when new ones are made. Copy and Download keep them; "I saved them" closes.
// Opened by the card when a change answers codes (dialogOnFirstOpen), so the page does not carry it.

const FILE_NAME = "debtwise-recovery-codes.txt";

function codesFile(codes: string[]): string {
  return [
    "DebtWise recovery codes",
    "",
    "Each code signs you in once when you cannot use your authenticator app or passkey.",
    "Making new codes in Settings > Security replaces these.",
    "",
    ...codes,
    "",
  ].join("\n");
}

export function RecoveryCodesDialog({
  open,
  codes,
  onDone,
}: {
  open: boolean;
  codes: string[] | null;
  onDone: () => void;
}) {
  // While it animates closed the codes are still drawn, not an empty list.
  const shown = useLastShown(codes) ?? [];

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onDone())}
      returnFocusToOpener
      className="sm:max-w-md"
    >
      <DialogLayout
        title="Save your recovery codes"
        description="If you lose your authenticator app or your passkeys, each of these codes signs you in once. This is the only time they are shown."
        footer={
          <Button type="button" onClick={onDone}>
            I saved them
          </Button>
        }
      >
        <p className="flex items-start gap-2 rounded-md border border-notice-border bg-notice p-3 text-sm text-notice-foreground">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Keep them somewhere safe and apart from your phone, such as a password manager or a printed page.
        </p>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md border bg-muted/40 p-4 font-mono text-sm"
          data-testid="recovery-codes"
        >
          {shown.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            text={shown.join("\n")}
            copied="Recovery codes copied to the clipboard"
            failed="Couldn't copy the codes"
            instead="Select them and copy them yourself."
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => downloadFile(FILE_NAME, codesFile(shown), "text/plain;charset=utf-8")}
          >
            <Download aria-hidden="true" />
            Download (.txt)
          </Button>
        </div>
      </DialogLayout>
    </DialogShell>
  );
}
