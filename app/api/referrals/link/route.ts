import { created, route } from "@/lib/api";
import { createReferralLink } from "@/lib/referrals/service";
import { appOrigin } from "@/lib/request";

// POST /api/referrals/link (no body) -> ReferralSummaryDto with referralLink and inviteCode set: 201 when the
// code was created now, 200 when the user already had one (idempotent; the code never changes).
export const POST = route({}, async ({ user }) => {
  const { summary, created: isNew } = await createReferralLink(user.id, appOrigin());
  return isNew ? created(summary) : summary;
});
