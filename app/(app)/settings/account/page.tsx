import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { getDeletionImpact } from "@/lib/account/service";
import { getAccountSettings } from "@/lib/account/settings";
import { hasFeature } from "@/lib/billing/gates";
import { getPlan } from "@/lib/billing/plans";
import { listTokens } from "@/lib/tokens/service";
import { ApiAccessCard } from "./_components/api-access-card";
import { DeleteAccountCard } from "./_components/delete-account-card";
import { DownloadDataCard } from "./_components/download-data-card";
import { EmailChangeResultNotice, isEmailChangeResult } from "./_components/email-change-result";
import { PasswordCard } from "./_components/password-card";
import { ProfileCard } from "./_components/profile-card";
import { SessionsCard } from "./_components/sessions-card";
import { TimeZoneCard } from "./_components/time-zone-card";

export const metadata: Metadata = { title: "Account" };

// The account section of the account menu (docs/product-rules.md "Account security"): name, e-mail, time zone
// (docs/product-rules.md "The product's clock") and password,
// signing out everywhere, API tokens (Pro), a copy of everything DebtWise stores about the user, and deleting the
// account. The settings are read here and handed to the cards as their query's first value; each change answers the new
// settings (lib/account/settings.ts).
export default async function AccountSettingsPage({ searchParams }: PageProps<"/settings/account">) {
  const user = await requireUser();
  const apiAccess = hasFeature(user, "apiAccess");
  const [settings, impact, params, tokens] = await Promise.all([
    getAccountSettings(user.id),
    getDeletionImpact(user.id),
    searchParams,
    apiAccess ? listTokens(user.id) : [],
  ]);
  const emailResult = params.email;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account</h1>
        <p className="mt-1.5 text-muted-foreground">
          Your profile, time zone and sign-in, API access, a copy of your data, and deleting your account.
        </p>
      </header>
      {isEmailChangeResult(emailResult) ? (
        <EmailChangeResultNotice result={emailResult} email={settings.email} />
      ) : null}
      <ProfileCard initial={settings} planName={getPlan(user.subscriptionPlan).name} />
      <TimeZoneCard initial={settings} />
      <PasswordCard initial={settings} />
      <SessionsCard />
      <ApiAccessCard allowed={apiAccess} initial={tokens} unverifiedEmail={user.emailVerified ? null : user.email} />
      <DownloadDataCard />
      <DeleteAccountCard email={user.email} impact={impact} />
    </div>
  );
}
