"use client";

import { useMutation } from "@tanstack/react-query";
import { LogOut } from "lucide-react";

import { apiJson } from "@/lib/client/api-client";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { reportFailure } from "./account-settings-client";

/**
 * "Sign out everywhere": ends every session of the account, this browser's too, for a lost phone or a shared
 * computer. Behind a confirmation because it signs this browser out as well; then a full load of the sign-in page.
 */
export function SessionsCard() {
  const revoke = useMutation({
    mutationFn: () => apiJson<{ revoked: number }>("POST", "/api/account/sessions/revoke"),
    onSuccess: () => {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/login?signedOut=everywhere");
    },
    onError: (error) => reportFailure(error, "Couldn't sign out everywhere"),
  });

  return (
    <Card role="region" aria-labelledby="account-sessions-heading">
      <CardHeader>
        <h2 id="account-sessions-heading" className="text-lg font-semibold">
          Sign out everywhere
        </h2>
        <p className="text-sm text-muted-foreground">
          Lost a phone, or signed in on a computer that isn&apos;t yours? End every session of your account on every
          device, this one included.
        </p>
      </CardHeader>
      <CardFooter>
        <LazyConfirmDialog
          trigger={
            <Button type="button" variant="outline">
              <LogOut aria-hidden="true" />
              Sign out everywhere
            </Button>
          }
          title="Sign out on every device?"
          description="Every browser and phone signed in to your account is signed out right away, including this one, and any API tokens stop working. You can sign in again with your password or an e-mailed link."
          cancelLabel="Stay signed in"
          confirmLabel="Sign out everywhere"
          pendingLabel="Signing out..."
          onConfirm={() => revoke.mutateAsync()}
        />
      </CardFooter>
    </Card>
  );
}
