import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { getInvitationPreview } from "@/lib/shared-plans/invitations";
import { InvitationCard } from "@/app/(app)/shared-plans/_components/invitation-card";

export const metadata: Metadata = { title: "Shared plan invitation" };

// The link in a shared-plan invitation e-mail. /invite is a signed-in route: a signed-out visitor is sent to
// /login with callbackUrl=/invite/<token> and comes back here after signing in or creating an account. The
// preview is read on the server; a dead link (unknown, used, declined, expired) renders its explanation.
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const user = await requireUser();
  const result = await getInvitationPreview(user, token).then(
    (preview) => ({ preview }),
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) return { problem: error.message };
      throw error;
    },
  );

  return (
    <div className="mx-auto w-full max-w-lg sm:py-8">
      <InvitationCard token={token} signedInEmail={user.email} {...result} />
    </div>
  );
}
