import { route } from "@/lib/api";
import { acceptInvitation, declineInvitation, getInvitationPreview } from "@/lib/shared-plans/invitations";

// The e-mailed invitation link's API, for the /invite/<token> screen. All three answer 404 for an unknown or
// already used link ("This invitation has expired" after 14 days); accepting or declining also answers 403,
// naming the masked invited address, when the signed-in account's e-mail is not the invited one, and 403 asking to
// confirm the address first while it is unverified (lib/auth/email-verification.ts).

// GET -> InvitationPreviewDto {sharedPlanId, planTitle, ownerFirstName, invitedEmail (masked), status, expiresAt,
// isForCurrentUser, emailVerified}.
export const GET = route({}, ({ user, params }) => getInvitationPreview(user, params.token!));

// POST (no body) -> 200 {sharedPlanId, status: "active"}: the account joins the plan and the link is spent.
export const POST = route({}, ({ user, params }) => acceptInvitation(user, params.token!));

// DELETE -> 200 {sharedPlanId, status: "declined"}: the invitation is declined and the link is spent.
export const DELETE = route({}, ({ user, params }) => declineInvitation(user, params.token!));
