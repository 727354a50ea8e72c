import { created, route } from "@/lib/api";
import { createReferralLink, publicOrigin } from "@/lib/referrals/service";

// POST /api/referrals/link (no body) -> ReferralSummaryDto with referralLink and inviteCode set: 201 when the
// code was created now, 200 when the user already had one (idempotent; the code never changes).
export const POST = route({}, async ({ req, user }) => {
  const { summary, created: isNew } = await createReferralLink(user.id, publicOrigin(req));
  return isNew ? created(summary) : summary;
});
