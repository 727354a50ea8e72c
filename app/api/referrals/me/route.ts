import { route } from "@/lib/api";
import { getReferralSummary } from "@/lib/referrals/service";
import { appOrigin } from "@/lib/request";

// GET /api/referrals/me -> ReferralSummaryDto: the signed-in user's link (null until created), totals and
// history, newest first, with friends' addresses masked.
export const GET = route({}, ({ user }) => getReferralSummary(user.id, appOrigin()));
