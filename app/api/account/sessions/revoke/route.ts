import { NextResponse } from "next/server";
import { route } from "@/lib/api";
import { signOutEverywhere } from "@/lib/account/settings";
import { clearSessionCookies } from "@/lib/auth/session";

// POST /api/account/sessions/revoke -> {revoked}: "Sign out everywhere". Ends every session of the account, this
// one included (its cookie is cleared too); any copied cookie stops working at once.
export const POST = route({}, async ({ user }) => {
  const response = NextResponse.json(await signOutEverywhere(user.id));
  clearSessionCookies(response);
  return response;
});
