import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { listDebts } from "@/lib/debts/service";
import { isPlaidConfigured } from "@/lib/plaid/client";
import { listItems } from "@/lib/plaid/service";
import { ConnectedAccounts } from "./_components/connected-accounts";
import { NoProviderCard } from "./_components/no-provider-card";

export const metadata: Metadata = { title: "Connected accounts" };

// Settings > Connected accounts (docs/product-rules.md "Connected accounts (Plaid)"): bank and card connections
// through Plaid when the site has its keys; without them, a card that says so and points at file import. The
// connections and the debts a card can be linked to are read here, so the page paints complete.
export default async function ConnectedAccountsPage() {
  const user = await requireUser();
  const configured = isPlaidConfigured();
  const [items, debts] = configured ? await Promise.all([listItems(user.id), listDebts(user.id)]) : [[], []];
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Connected accounts</h1>
        <p className="mt-1.5 text-muted-foreground">
          Connect your bank and card accounts so new transactions arrive for review on their own, and your cards&apos;
          and loans&apos; rates, minimums and statements fill in your debts.
        </p>
      </header>
      {configured ? (
        <ConnectedAccounts initial={items} debts={debts.map((d) => ({ id: d.id, name: d.name }))} />
      ) : (
        <NoProviderCard />
      )}
    </div>
  );
}
