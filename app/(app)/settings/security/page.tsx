import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { listPasskeys } from "@/lib/auth/passkeys";
import { PasskeysCard } from "./_components/passkeys-card";

export const metadata: Metadata = { title: "Security" };

// Settings > Security (docs/product-rules.md "Second factor"): one card per second factor. The passkeys are read here
// and handed to their card as its query's first value.
export default async function SecuritySettingsPage() {
  const user = await requireUser();
  const passkeys = await listPasskeys(user.id);
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Security</h1>
        <p className="mt-1.5 text-muted-foreground">How you sign in, and the second step that protects it.</p>
      </header>
      <PasskeysCard initial={passkeys} unverifiedEmail={user.emailVerified ? null : user.email} />
    </div>
  );
}
