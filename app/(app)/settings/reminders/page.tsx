import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getReminderPreferences } from "@/lib/reminders/service";
import { REMINDER_PREFERENCES_QUERY_KEY } from "@/lib/reminders/types";
import { RemindersSettings } from "./_components/reminders-settings";

export const metadata: Metadata = { title: "Reminders" };

// The reminders section of the account menu: e-mail (Basic, Pro) and SMS (Pro, verified number) reminders and
// how early they come. Preferences are read on the server under the API's query key, so the page paints complete.
export default async function ReminderSettingsPage() {
  const user = (await getCurrentUser())!; // the (app) layout has already required a user
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: REMINDER_PREFERENCES_QUERY_KEY, queryFn: () => getReminderPreferences(user) });

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Reminders</h1>
        <p className="mt-1.5 text-muted-foreground">
          Get a heads-up before each payment is due, and a nudge if a payment looks missed.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <RemindersSettings />
      </HydrationBoundary>
    </div>
  );
}
