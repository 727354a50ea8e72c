import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDeletionImpact } from "@/lib/account/service";
import { getPlan } from "@/lib/billing/plans";
import { AccountSummary } from "./_components/account-summary";
import { DeleteAccountCard } from "./_components/delete-account-card";
import { DownloadDataCard } from "./_components/download-data-card";

export const metadata: Metadata = { title: "Account" };

// The account section of the account menu (issue 7): who is signed in, a copy of everything DebtWise stores
// about them, and deleting the account. Read on the server: nothing here changes while the page is open
// (deleting leaves the page).
export default async function AccountSettingsPage() {
  const user = (await getCurrentUser())!; // the (app) layout has already required a user
  const impact = await getDeletionImpact(user.id);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account</h1>
        <p className="mt-1.5 text-muted-foreground">Your profile, a copy of your data, and deleting your account.</p>
      </header>
      <AccountSummary name={name} email={user.email} planName={getPlan(user.subscriptionPlan).name} />
      <DownloadDataCard />
      <DeleteAccountCard email={user.email} impact={impact} />
    </div>
  );
}
