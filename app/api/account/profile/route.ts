import { route } from "@/lib/api";
import { getAccountSettings, updateProfile } from "@/lib/account/settings";
import { ZProfile } from "@/lib/validations/account";

// GET /api/account/profile -> AccountSettingsDto (name, e-mail and whether verified, password set, pending change).
// PATCH /api/account/profile {firstName, lastName?} -> AccountSettingsDto; 400 for an empty or multi-line name.
export const GET = route({}, ({ user }) => getAccountSettings(user.id));
export const PATCH = route({ body: ZProfile }, ({ user, body }) => updateProfile(user.id, body));
