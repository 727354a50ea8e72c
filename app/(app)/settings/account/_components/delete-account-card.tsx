"use client";

import { TriangleAlert } from "lucide-react";

import type { AccountDeletionImpact } from "@/lib/account/types";
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { lazyDialog } from "@/components/ui/lazy-dialog";

// The danger zone. Its dialog (Radix AlertDialog, the confirmation form) is delete-account-dialog.tsx, loaded after
// the page; the Delete account button stands in until then.
const DeleteAccountDialog = lazyDialog(() => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog));

interface DeleteAccountCardProps {
  email: string;
  impact: AccountDeletionImpact;
}

export function DeleteAccountCard({ email, impact }: DeleteAccountCardProps) {
  return (
    <Card role="region" aria-labelledby="account-delete-heading" className="border-destructive/40">
      <CardHeader>
        <h2 id="account-delete-heading" className="flex items-center gap-2 text-lg font-semibold text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Delete account
        </h2>
        <p className="text-sm text-muted-foreground">
          Permanently erase your account and everything in it. This cannot be undone, so download your data first if you
          want a copy.
        </p>
      </CardHeader>
      <CardFooter>
        <DeleteAccountDialog
          email={email}
          impact={impact}
          trigger={
            <Button type="button" variant="destructive">
              Delete account
            </Button>
          }
        />
      </CardFooter>
    </Card>
  );
}
