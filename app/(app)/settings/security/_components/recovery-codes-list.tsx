"use client";

import { Copy, Download } from "lucide-react";
import { copyText } from "@/lib/client/clipboard";
import { downloadFile } from "@/lib/client/download";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";

/**
 * The ten recovery codes, shown once when they are issued (docs/product-rules.md "Second factor"): the way in when
 * every passkey and the authenticator app are lost. Copy, download as text, and "I saved them" to put them away.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `DebtWise recovery codes\nEach code works once.\n\n${codes.join("\n")}\n`;
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-950"
      data-testid="recovery-codes"
    >
      <h3 id="recovery-codes-heading" className="font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-sm">
        If you lose your passkeys, each of these codes signs you in once. Keep them somewhere safe, such as a password
        manager. You will not see them again.
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-2" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            copyText(codes.join("\n")).then(
              () => toast({ title: "Recovery codes copied" }),
              () => toast({ title: "Couldn't copy", description: "Select the codes and copy them yourself." }),
            )
          }
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadFile("debtwise-recovery-codes.txt", text, "text/plain")}
        >
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </section>
  );
}
