import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api";
import { registerUser } from "@/lib/auth/register";
import { attachSessionCookie } from "@/lib/auth/session";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request";
import { ZRegister } from "@/lib/validations/auth";

// POST /api/register {email, password, firstName, lastName} -> 201 {user}, signed in (session cookie set).
export const POST = publicRoute(
  { body: ZRegister, rateLimit: (req) => ({ key: `register:ip:${clientIp(req.headers)}`, rule: RATE_LIMITS.registerPerIp }) },
  async ({ req, body }) => {
    const { user, sid, expires } = await registerUser(body);
    const response = NextResponse.json({ user }, { status: 201 });
    await attachSessionCookie(response, req, { userId: user.id, sid, expires });
    return response;
  },
);
