import { NextResponse } from "next/server";
import { route } from "@/lib/api";
import { clearSessionCookies } from "@/lib/auth/session";
import { ACCOUNT_DELETE_RATE_LIMIT, deleteAccount } from "@/lib/account/service";
import { ZDeleteAccount } from "@/lib/validations/account";

// DELETE /api/account {confirm: "<the account's e-mail>"} -> 204, session cookie cleared: cancels a Stripe
// subscription, then erases the user and everything of theirs (every session included). 400 when confirm is
// missing or not the account's address, 503 when Stripe cannot cancel (nothing deleted), 429 past 10 per hour.
export const DELETE = route(
  {
    body: ZDeleteAccount,
    rateLimit: (_req, user) => ({ key: `account:delete:user:${user?.id}`, rule: ACCOUNT_DELETE_RATE_LIMIT }),
  },
  async ({ user, body }) => {
    await deleteAccount(user.id, body);
    const response = new NextResponse(null, { status: 204 });
    clearSessionCookies(response);
    return response;
  },
);
