"use client";

import { signInWithPasskey } from "@/lib/client/passkeys";
import { PasskeyButton } from "./passkey-button";

/**
 * "Sign in with a passkey" on /login (docs/product-rules.md "Second factor"): no address typed, the browser offers
 * this site's passkeys, and a passkey's sign-in needs no second step. Shown only where the browser supports passkeys.
 */
export function PasskeySignIn({ callbackUrl }: { callbackUrl: string }) {
  return (
    <PasskeyButton
      label="Sign in with a passkey"
      pendingLabel="Waiting for your passkey..."
      run={() => signInWithPasskey(callbackUrl)}
    />
  );
}
