"use client";

import { useState } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { browserSupportsPasskeys, passkeyProblem } from "@/lib/client/passkeys";

/**
 * A button that runs one passkey step (sign in, or a sign-in's second step) and says plainly what went wrong. It
 * renders only once the page knows the browser can use passkeys, so nobody is offered what their browser lacks.
 */
export function PasskeyButton({
  label,
  pendingLabel,
  run,
}: {
  label: string;
  pendingLabel: string;
  /** The step; answers, once the server accepted it, the same-site path to go on to. */
  run: () => Promise<string>;
}) {
  // Decided after hydration: the server cannot know the browser, and both renders must agree.
  const supported = useHydrated() && browserSupportsPasskeys();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!supported) return null;

  async function start() {
    setError(undefined);
    setPending(true);
    try {
      window.location.assign(await run());
    } catch (e) {
      setError(passkeyProblem(e));
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={start}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
