import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { isOutboxPageEnabled, listOutbox, OUTBOX_PAGE_SIZE } from "@/lib/messaging/outbox";
import { queryKeys } from "@/lib/query-keys";
import { OutboxView } from "./_components/outbox-view";

export const metadata: Metadata = { title: "Local outbox", robots: { index: false, follow: false } };

// Whether this page exists is decided per request (OUTBOX_PAGE and the provider keys of the running server),
// never baked in at build time.
export const dynamic = "force-dynamic";

// The developer outbox: what a keyless run would have e-mailed or texted, sign-in links included. Public on
// purpose (the developer reads sign-in mails here before being signed in), and a plain 404 unless
// isOutboxPageEnabled(). The list is read on the server under the API's query key, so the page paints complete.
export default async function OutboxPage() {
  if (!isOutboxPageEnabled(await headers())) notFound();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: queryKeys.outbox("all"), queryFn: () => listOutbox() });

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 font-bold tracking-tight text-primary">
            <span
              aria-hidden
              className="grid size-7 place-items-center rounded-md bg-primary text-sm text-primary-foreground"
            >
              D
            </span>
            DebtWise
          </Link>
          <Link href="/login" className="text-sm font-medium underline-offset-2 hover:underline">
            Sign in
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Developer outbox</h1>
          <p className="mt-1.5 text-muted-foreground">
            Every e-mail and SMS this run would have sent, newest first (the latest {OUTBOX_PAGE_SIZE}): sign-in links,
            invitations and reminders.
          </p>
        </div>
        <div
          role="note"
          aria-label="Local outbox"
          className="flex gap-3 rounded-xl border border-notice-border bg-notice p-4 text-notice-foreground"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Local outbox — nothing here was sent to a real inbox</p>
            <p className="mt-1 text-sm opacity-90">
              No e-mail or SMS provider is configured on this server, so messages are kept here instead of being
              delivered. This page exists only on local runs, never on a deployment with providers.
            </p>
          </div>
        </div>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <OutboxView />
        </HydrationBoundary>
      </main>
    </div>
  );
}
