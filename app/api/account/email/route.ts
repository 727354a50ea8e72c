import { route } from "@/lib/api";
import { cancelEmailChange, requestEmailChange } from "@/lib/account/settings";
import { appOrigin } from "@/lib/request";
import { ZChangeEmail } from "@/lib/validations/account";

// POST /api/account/email {email, currentPassword?} -> AccountSettingsDto with pendingEmail: mails a confirm link
// to the new address and a notice to the old one; nothing changes until the link is opened. 400 wrong or missing
// current password, 409 same or taken address, 429 too many tries. DELETE cancels the pending change.
export const POST = route({ body: ZChangeEmail }, ({ user, body }) => requestEmailChange(user, body, appOrigin()));
export const DELETE = route({}, ({ user }) => cancelEmailChange(user.id));
