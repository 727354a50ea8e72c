"use client";

import { useEffect } from "react";
import Link from "@/components/ui/link";
import { RefreshCw, TriangleAlert } from "lucide-react";

// Plain elements styled like Button (default and outline): as the root error boundary this module ships with
// every page, and Button would bring its class-merging code to the landing page.
const actionClass =
  "inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 text-sm font-medium transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0";
const primaryClass = `${actionClass} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`;
const outlineClass = `${actionClass} border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground`;

/**
 * Route-level error boundary. Shows a friendly message and never the error itself: in production a server
 * error's message is a generic digest anyway, and a client error's message may hold details users should
 * not see.
 */
export default function ErrorBoundary({
  error,
  reset,
  retry,
}: {
  error: unknown;
  reset: () => void;
  retry?: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest =
    error && typeof error === "object" && "digest" in error && typeof error.digest === "string" ? error.digest : null;

  return (
    <main id="main" className="flex min-h-[60vh] flex-1 items-center justify-center px-4 py-20">
      <div role="alert" className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Something went wrong</h1>
        <p className="mt-4 text-muted-foreground">
          We could not load this page. This is usually temporary, so please try again. If it keeps happening, contact{" "}
          <a className="font-medium text-primary underline underline-offset-4" href="mailto:support@debtwise.app">
            support@debtwise.app
          </a>
          {digest ? " and mention the reference below" : ""}.
        </p>
        {digest && <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {digest}</p>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* retry() re-fetches the segment (Next 16.x); reset() only re-renders. Prefer retry when offered. */}
          <button type="button" data-slot="button" className={primaryClass} onClick={() => (retry ?? reset)()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </button>
          <Link href="/" data-slot="button" className={outlineClass}>
            Go to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
