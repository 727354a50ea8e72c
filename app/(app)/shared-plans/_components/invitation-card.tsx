"use client";

import Link from "@/components/ui/link";
import { useState, type ReactNode } from "react";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Loader2, MailOpen, MailWarning, UserX } from "lucide-react";

import { INVITE_TTL_DAYS, type InvitationDecisionDto, type InvitationPreviewDto } from "@/lib/shared-plans/types";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { ResendVerificationButton } from "@/components/account/resend-verification-button";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatInstantDay } from "@/lib/format";

// The accept screen behind the e-mailed link (/invite/<token>): who invited you to which plan, Accept /
// Decline, and the dead ends explained: a used or unknown link, an expired one, the wrong account, or the right
// account whose address is not confirmed yet (the server refuses both buttons until it is).

const EXPIRED_MESSAGE = "This invitation has expired";

type Props = { token: string; signedInEmail: string } & ({ preview: InvitationPreviewDto } | { problem: string });

export function InvitationCard(props: Props) {
  if ("problem" in props) return <InvitationProblem message={props.problem} />;
  if (!props.preview.isForCurrentUser)
    return <WrongAccount preview={props.preview} signedInEmail={props.signedInEmail} />;
  if (!props.preview.emailVerified)
    return <ConfirmEmailFirst preview={props.preview} signedInEmail={props.signedInEmail} />;
  return <InvitationDecision token={props.token} preview={props.preview} />;
}

function InvitationDecision({ token, preview }: { token: string; preview: InvitationPreviewDto }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [declined, setDeclined] = useState(false);
  const url = `/api/shared/invitations/${encodeURIComponent(token)}`;

  const accept = useMutation({
    mutationFn: () => apiJson<InvitationDecisionDto>("POST", url),
    onSuccess: ({ sharedPlanId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sharedPlans });
      toast({ title: "Invitation accepted!", description: `You are now a member of "${preview.planTitle}".` });
      router.push(`/shared-plans?plan=${encodeURIComponent(sharedPlanId)}`);
    },
  });
  const decline = useMutation({
    mutationFn: () => apiJson<InvitationDecisionDto>("DELETE", url),
    onSuccess: () => setDeclined(true),
  });
  const failure = accept.error ?? decline.error;
  // Accepting navigates away: keep the buttons disabled until the next page has replaced this one.
  const busy = accept.isPending || accept.isSuccess || decline.isPending;
  const inviter = preview.ownerFirstName ?? "A DebtWise user";

  if (declined) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">Invitation declined</h1>
          </CardTitle>
          <CardDescription role="status">
            You declined the invitation to &ldquo;{preview.planTitle}&rdquo;. {inviter} can invite you again if you
            change your mind.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline">
            <Link href="/">Go to Dashboard</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailOpen aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>
          <h1 className="text-xl break-words">Join &ldquo;{preview.planTitle}&rdquo;</h1>
        </CardTitle>
        <CardDescription>{inviter} invited you to this shared plan on DebtWise.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          As a member you&apos;ll see the plan&apos;s progress, its members and contributions, and you can add your own.
        </p>
        <p className="text-muted-foreground">
          Invitation for {preview.invitedEmail}, valid until{" "}
          <time dateTime={preview.expiresAt} suppressHydrationWarning>
            {formatInstantDay(preview.expiresAt)}
          </time>
          .
        </p>
        {failure ? (
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage(failure)}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => decline.mutate()}
          disabled={busy}
        >
          {decline.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {decline.isPending ? "Declining..." : "Decline"}
        </Button>
        <Button type="button" className="w-full sm:w-auto" onClick={() => accept.mutate()} disabled={busy}>
          {accept.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {accept.isPending ? "Accepting..." : "Accept"}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The invitation is live but this account cannot act on it yet: why, what to do, and a way on. */
function InvitationBlocked(props: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-400">
          {props.icon}
        </span>
        <CardTitle>
          <h1 className="text-xl">{props.title}</h1>
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">{props.children}</CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link href="/shared-plans">Go to Shared Plans</Link>
        </Button>
        {props.action}
      </CardFooter>
    </Card>
  );
}

function WrongAccount({ preview, signedInEmail }: { preview: InvitationPreviewDto; signedInEmail: string }) {
  return (
    <InvitationBlocked
      icon={<UserX aria-hidden="true" className="size-5" />}
      title="This invitation is for another account"
      description={
        <>
          {preview.ownerFirstName ?? "A DebtWise user"} invited {preview.invitedEmail} to &ldquo;{preview.planTitle}
          &rdquo;.
        </>
      }
      action={<SignOutButton label="Log out" className="w-full sm:w-auto" />}
    >
      <p role="alert">
        You&apos;re signed in as <span className="font-medium break-all">{signedInEmail}</span>. Log out, then open the
        link in the invitation e-mail again and sign in (or create an account) with {preview.invitedEmail}.
      </p>
    </InvitationBlocked>
  );
}

function ConfirmEmailFirst({ preview, signedInEmail }: { preview: InvitationPreviewDto; signedInEmail: string }) {
  return (
    <InvitationBlocked
      icon={<MailWarning aria-hidden="true" className="size-5" />}
      title="Confirm your e-mail address first"
      description={
        <>
          {preview.ownerFirstName ?? "A DebtWise user"} invited you to &ldquo;{preview.planTitle}&rdquo;.
        </>
      }
      action={<ResendVerificationButton className="w-full sm:w-auto" />}
    >
      <p role="status">
        Before you can accept or decline, confirm that <span className="font-medium break-all">{signedInEmail}</span> is
        yours: open the link we e-mailed you, then open this invitation link again.
      </p>
      <p className="text-muted-foreground">
        The invitation stays valid until{" "}
        <time dateTime={preview.expiresAt} suppressHydrationWarning>
          {formatInstantDay(preview.expiresAt)}
        </time>
        .
      </p>
    </InvitationBlocked>
  );
}

function InvitationProblem({ message }: { message: string }) {
  const expired = message === EXPIRED_MESSAGE;
  return (
    <Card>
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <CircleAlert aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>
          <h1 className="text-xl">{expired ? EXPIRED_MESSAGE : "This invitation link is not valid"}</h1>
        </CardTitle>
        <CardDescription role="status">
          {expired
            ? `Invitation links work for ${INVITE_TTL_DAYS} days. Ask the plan owner to send you a new invitation.`
            : "It may have been used already or declined. If you accepted it, the plan is waiting for you under Shared Plans."}
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link href="/shared-plans">Go to Shared Plans</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
