import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { listPasskeys } from "@/lib/auth/passkeys";
import { getSecurityStatus } from "@/lib/auth/security-status";
import { AuthenticatorCard } from "./_components/authenticator-card";
import { PasskeysCard } from "./_components/passkeys-card";

export const metadata: Metadata = { title: "Security" };

// Settings > Security (docs/product-rules.md "Second factor"): one card per second factor. What each card shows is
// read here and handed to it as its query's first value; every change answers the new state.
export default async function SecuritySettingsPage() {
  const user = await requireUser();
  const [status, passkeys] = await Promise.all([getSecurityStatus(user.id), listPasskeys(user.id)]);
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Security</h1>
        <p className="mt-1.5 text-muted-foreground">
          A second step when you sign in: after your password or an e-mailed link, DebtWise also asks for proof from
          something only you have. A passkey can also sign you in on its own.
        </p>
      </header>
      <AuthenticatorCard initial={status} />
      <PasskeysCard initial={passkeys} unverifiedEmail={user.emailVerified ? null : user.email} />
    </div>
  );
}
