import { created, route } from "@/lib/api";
import { INVITE_RATE_LIMIT, inviteMember } from "@/lib/shared-plans/invitations";
import { ZInviteMember } from "@/lib/validations/shared-plans";
import { appOrigin } from "@/lib/request";

// POST /api/shared/invite {shared_plan_id, email, monthly_target} -> 201 InviteResultDto, and the invitee gets an
// e-mail with a 14-day link to /invite/<token>. 400 invalid input or inviting yourself, 403 not the owner, 404 not
// a member, 409 already a member or an invitation pending (an expired or declined one is renewed instead),
// 429 past 20 invitations an hour, 503 when the e-mail could not be sent (nothing is kept then).
export const POST = route(
  {
    body: ZInviteMember,
    rateLimit: (_req, user) => ({ key: `shared:invite:user:${user?.id}`, rule: INVITE_RATE_LIMIT }),
  },
  async ({ user, body }) => created(await inviteMember(user, body, appOrigin())),
);
