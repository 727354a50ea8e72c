import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { ResendVerificationButton } from "@/components/account/resend-verification-button";
import { requireUser } from "@/lib/auth/current-user";
import { getCalendarFeed } from "@/lib/calendar/service";
import { listPushDevices } from "@/lib/push/service";
import { getReminderPreferences } from "@/lib/reminders/service";
import { queryKeys } from "@/lib/query-keys";
import { CalendarFeedCard } from "./_components/deferred";
import { PushCard } from "./_components/push-card";
import { RemindersSettings } from "./_components/reminders-settings";

export const metadata: Metadata = { title: "Reminders" };

// The reminders section of the account menu: e-mail (Basic, Pro) and SMS (Pro, verified number) reminders and
// how early they come, push notifications per device (lib/push), and the private payment calendar (lib/calendar). Preferences and the calendar link are read
// on the server, the preferences under the API's query key, so the page paints complete.
// Nothing is sent to an unverified address (lib/reminders/service.ts), so the page says so before the settings.
export default async function ReminderSettingsPage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  const [feed, push] = await Promise.all([
    getCalendarFeed(user.id),
    listPushDevices(user),
    queryClient.prefetchQuery({
      queryKey: queryKeys.reminderPreferences,
      queryFn: () => getReminderPreferences(user),
    }),
  ]);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Reminders</h1>
        <p className="mt-1.5 text-muted-foreground">
          Get a heads-up before each payment is due, and a nudge if a payment looks missed.
        </p>
      </header>
      {user.emailVerified ? null : (
        <section
          aria-labelledby="reminders-paused-heading"
          className="flex flex-col gap-3 rounded-xl border border-notice-border bg-notice p-5 text-sm text-notice-foreground sm:flex-row sm:items-center"
        >
          <MailWarning aria-hidden="true" className="size-5 shrink-0" />
          <div className="flex-1 space-y-1">
            <h2 id="reminders-paused-heading" className="font-semibold">
              Reminders are paused until you confirm your e-mail address
            </h2>
            <p>
              We send no reminders, by e-mail or SMS, to an account whose address is not confirmed: it may belong to
              someone else. Open the link we sent to <span className="font-medium break-all">{user.email}</span>; your
              settings below take effect as soon as you do.
            </p>
          </div>
          <ResendVerificationButton variant="outline" className="self-start sm:self-auto" />
        </section>
      )}
      <HydrationBoundary state={dehydrate(queryClient)}>
        <RemindersSettings />
      </HydrationBoundary>
      <PushCard initial={push} />
      <CalendarFeedCard initial={{ feed }} />
    </div>
  );
}
