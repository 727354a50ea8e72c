import { Spinner } from "@/components/ui/spinner";

// Shown while a signed-in page streams in. A full screen tall, so the footer starts below the fold: when the page
// replaces it, nothing that was on screen moves (a shorter fallback put the footer in view, and the page arriving
// pushed it down: the bench's Lighthouse CLS of 0.27 on /results).
export default function Loading() {
  return (
    <div className="flex min-h-screen items-center justify-center gap-3 text-muted-foreground">
      <Spinner /> Loading...
    </div>
  );
}
