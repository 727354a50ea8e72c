"use client";

import { completeSecondStepWithPasskey } from "@/lib/client/passkeys";
import { PasskeyButton } from "./passkey-button";

/**
 * The second step of a sign-in with one of the account's passkeys (/login/second-step renders it; docs/product-rules.md
 * "Second factor"), then on to `callbackUrl`. A refused answer counts toward the step's lock like a wrong code.
 */
export function PasskeySecondStep({ callbackUrl }: { callbackUrl: string }) {
  return (
    <PasskeyButton
      label="Use a passkey"
      pendingLabel="Waiting for your passkey..."
      run={async () => {
        await completeSecondStepWithPasskey();
        return callbackUrl;
      }}
    />
  );
}
