"use client";

import { useMutation } from "@tanstack/react-query";
import { FileDown, Printer } from "lucide-react";

import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/client/api-client";
import { attachmentFileName, downloadFile } from "@/lib/client/download";
import { REPORT_FILENAME } from "@/lib/strategies/report-file";

// The results page's report controls: the PDF plan report (Pro, GET /api/strategies/latest/report) and printing the
// page itself (the @media print rules in app/globals.css lay it out for paper).

/** Downloads the PDF through a Blob, like the CSVs: a failure (a 429, a session that ended) is a toast, not an error page. */
export function DownloadReportButton() {
  const download = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("GET", "/api/strategies/latest/report");
      return { fileName: attachmentFileName(res, REPORT_FILENAME), bytes: await res.arrayBuffer() };
    },
    onSuccess: ({ fileName, bytes }) => {
      downloadFile(fileName, bytes, "application/pdf");
      toast({ title: "Your plan report is downloading", description: fileName });
    },
    onError: (error) => reportFailure(error, "Failed to download your plan report"),
  });
  return (
    <Button type="button" variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
      {download.isPending ? <Spinner label="" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
      Download PDF report
    </Button>
  );
}

export function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" /> Print
    </Button>
  );
}
