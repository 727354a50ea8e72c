"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { MonitorSmartphone, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { installPromptAvailable, promptInstall, subscribeInstallPrompt } from "@/lib/client/install-prompt";

const noSubscription = () => () => undefined;

/**
 * "Install DebtWise", offered once after the first saved plan (docs/product-rules.md "Installing the app"): only when
 * the browser offers installing, and once per account on this device: the offer counts as made when the user
 * answers it or leaves the page it was shown on. It floats over the foot of the screen: the browser's go-ahead comes
 * whenever it likes, and a card pushed in above the plan moved the whole page down (a layout shift of 0.16).
 */
export function InstallOffer({ userKey }: { userKey: string }) {
  const storageKey = `debtwise.install-offered.${userKey}`;
  const available = useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false);
  const offeredBefore = useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(storageKey) !== null,
    () => true,
  );
  const [answered, setAnswered] = useState(false);
  const visible = !answered && available && !offeredBefore;
  useEffect(() => {
    if (!visible) return;
    return () => localStorage.setItem(storageKey, "1");
  }, [visible, storageKey]);
  if (!visible) return null;

  const answer = async (install: boolean) => {
    localStorage.setItem(storageKey, "1");
    setAnswered(true);
    if (install) await promptInstall();
  };
  return (
    <aside
      aria-labelledby="install-offer-title"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-lg flex-col gap-3 rounded-xl border bg-card p-4 shadow-lg sm:flex-row sm:items-center print:hidden"
    >
      <MonitorSmartphone aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 id="install-offer-title" className="font-semibold">
          Install DebtWise
        </h2>
        <p className="text-sm text-muted-foreground">
          Open your plan from your home screen or dock, in its own window, like any other app.
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" onClick={() => void answer(true)}>
          Install
        </Button>
        <Button type="button" variant="ghost" onClick={() => void answer(false)} aria-label="Not now">
          <X aria-hidden="true" />
          <span className="sm:sr-only">Not now</span>
        </Button>
      </div>
    </aside>
  );
}
