"use client";

import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";

import { accountExportFileName } from "@/lib/account/types";
import { clockNow } from "@/lib/clock";
import { apiRequest, errorMessage, isUnauthorizedError } from "@/lib/client/api-client";
import { attachmentFileName, downloadFile } from "@/lib/client/download";
import { handleLoggedOut } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

async function fetchExport(): Promise<{ fileName: string; text: string }> {
  const res = await apiRequest("GET", "/api/account/export");
  // The server names the file (its date is the export's own).
  return { fileName: attachmentFileName(res, accountExportFileName(clockNow().toISOString())), text: await res.text() };
}

export function DownloadDataCard() {
  const download = useMutation({
    mutationFn: fetchExport,
    onSuccess: ({ fileName, text }) => {
      // Through a Blob rather than a link to the route: the fetch shows progress and surfaces errors (a 429) as a
      // toast instead of a browser error page.
      downloadFile(fileName, text, "application/json;charset=utf-8");
      toast({ title: "Your data is downloading", description: fileName });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleLoggedOut();
        return;
      }
      toast({ title: "Failed to download your data", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <Card role="region" aria-labelledby="account-export-heading">
      <CardHeader>
        <h2 id="account-export-heading" className="text-lg font-semibold">
          Download my data
        </h2>
        <p className="text-sm text-muted-foreground">
          One JSON file with everything DebtWise stores about you: your profile and plan, debts, payments, strategies,
          goals, badges, learning and challenge progress, letters, shared plans, referrals, voice questions, reminder
          settings and the messages we sent you. Passwords, sign-in links and other secrets are never included.
        </p>
      </CardHeader>
      <CardFooter className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? <Spinner label="" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Download my data
        </Button>
        {/* Always mounted, so screen readers announce the text when it appears. */}
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {download.isPending ? "Preparing your file..." : ""}
        </p>
      </CardFooter>
    </Card>
  );
}
