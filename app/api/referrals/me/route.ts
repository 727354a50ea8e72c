import { route } from "@/lib/api";
import { getReferralSummary, publicOrigin } from "@/lib/referrals/service";

// GET /api/referrals/me -> ReferralSummaryDto: the signed-in user's link (null until created), totals and
// history, newest first, with friends' addresses masked.
export const GET = route({}, ({ req, user }) => getReferralSummary(user.id, publicOrigin(req)));
