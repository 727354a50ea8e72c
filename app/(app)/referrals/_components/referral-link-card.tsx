"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Link2, Loader2, Share2 } from "lucide-react";

import type { ReferralSummaryDto } from "@/lib/referrals/types";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { copyText } from "@/lib/client/clipboard";
import { queryKeys } from "@/lib/query-keys";

/** The copy confirmation resets after 2 seconds. */
export const COPIED_RESET_MS = 2000;

const SHARE_TITLE = "Join me on DebtWise";
const SHARE_TEXT = "I'm using DebtWise to build a plan to pay off my debt. Start your own free plan with my link:";

export function ReferralLinkCard({ referralLink, className }: { referralLink: string | null; className?: string }) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle>
          <h2>Your Referral Link</h2>
        </CardTitle>
        <CardDescription>
          {referralLink
            ? "Share this link with friends. When they sign up with it, they appear in your referral history."
            : "Create your personal link to start inviting friends."}
        </CardDescription>
      </CardHeader>
      <CardContent>{referralLink ? <LinkActions link={referralLink} /> : <CreateLinkButton />}</CardContent>
    </Card>
  );
}

function CreateLinkButton() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiJson<ReferralSummaryDto>("POST", "/api/referrals/link"),
    onSuccess: (summary) => {
      queryClient.setQueryData<ReferralSummaryDto>(queryKeys.referrals, summary);
      toast({ title: "Referral link created successfully!" });
    },
    onError: (error) => {
      toast({ title: "Failed to create referral link", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <Button type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      {mutation.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Link2 aria-hidden="true" />}
      {mutation.isPending ? "Creating..." : "Create Referral Link"}
    </Button>
  );
}

function LinkActions({ link }: { link: string }) {
  const inputId = useId();
  const [isCopied, setIsCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy() {
    try {
      await copyText(link);
    } catch {
      toast({
        title: "Failed to copy link",
        description: "Select the link and copy it yourself.",
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Referral link copied to clipboard!" });
    setIsCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
  }

  async function share() {
    // Sharing falls back to copying when the browser cannot share or the share does not go through.
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: SHARE_TITLE, text: SHARE_TEXT, url: link });
        return;
      } catch {
        // fall through to copying
      }
    }
    await copy();
  }

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="sr-only">
        Your referral link
      </label>
      <Input
        id={inputId}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-sm"
        data-testid="referral-link"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={() => void copy()} className="sm:min-w-28">
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? "Copied!" : "Copy"}
        </Button>
        <Button type="button" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {isCopied ? "Link copied" : ""}
      </p>
    </div>
  );
}
