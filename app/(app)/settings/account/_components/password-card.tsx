"use client";

import type { AccountSettingsDto } from "@/lib/account/types";
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { useAccountSettings } from "./account-settings-client";

// The dialog (Radix Dialog, its form) loads after the page, its button standing in until then.
const PasswordDialog = lazyDialog(() => import("./password-dialog").then((m) => m.PasswordDialog));

/**
 * Set a first password (accounts made by e-mailed link or Google/GitHub have none) or change it with the current
 * one. Either way every other signed-in device is signed out; this one stays.
 */
export function PasswordCard({ initial }: { initial: AccountSettingsDto }) {
  const { hasPassword } = useAccountSettings(initial);
  const action = hasPassword ? "Change password" : "Set a password";

  return (
    <Card role="region" aria-labelledby="account-password-heading">
      <CardHeader>
        <h2 id="account-password-heading" className="text-lg font-semibold">
          Password
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="account-password-state">
          {hasPassword
            ? "You can sign in with your e-mail and password, or with a link we e-mail you."
            : "You sign in with a link we e-mail you. Set a password to sign in without waiting for an e-mail."}
        </p>
      </CardHeader>
      <CardFooter>
        <PasswordDialog
          hasPassword={hasPassword}
          action={action}
          trigger={
            <Button type="button" variant="outline">
              {action}
            </Button>
          }
        />
      </CardFooter>
    </Card>
  );
}
