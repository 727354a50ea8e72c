import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { getSecurityStatus } from "@/lib/auth/security-status";
import { AuthenticatorCard } from "./_components/authenticator-card";

export const metadata: Metadata = { title: "Security" };

// Settings > Security (docs/product-rules.md "Second factor"): one card per second factor. The status is read here
// and handed to the cards as their query's first value; every change answers the new status.
export default async function SecuritySettingsPage() {
  const user = await requireUser();
  const status = await getSecurityStatus(user.id);
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Security</h1>
        <p className="mt-1.5 text-muted-foreground">
          A second step when you sign in: after your password or an e-mailed link, DebtWise also asks for proof from
          something only you have.
        </p>
      </header>
      <AuthenticatorCard initial={status} />
    </div>
  );
}
