import "server-only";
import { cookies } from "next/headers";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import { PrismaAdapter } from "@auth/prisma-adapter";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import GitHub from "next-auth/providers/github";
import Resend from "next-auth/providers/resend";
import { db } from "@/lib/db";
import { env, features, requireEnv } from "@/lib/env";
import { recordSignUp } from "@/lib/referrals/service";
import { REFERRAL_COOKIE } from "@/lib/referrals/types";
import { ZSignIn } from "@/lib/validations/auth";
import { burnPasswordCheck, verifyPassword } from "./password";
import { createSession, findSessionUser, revokeSession, SESSION_MAX_AGE_SECONDS } from "./session";
import { splitName } from "./names";

// Auth.js handles the sign-in flows (credentials, optional OAuth and magic link). Sessions are JWT cookies
// pointing at a Session row (see session.ts); the jwt callback creates that row at sign-in and checks it on
// every later read, and the signOut event deletes it.

function providers(): NextAuthConfig["providers"] {
  const list: NextAuthConfig["providers"] = [
    Credentials({
      id: "credentials",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const parsed = ZSignIn.safeParse(raw);
        if (!parsed.success) throw new CredentialsSignin();
        const user = await db.user.findUnique({ where: { email: parsed.data.email }, select: { id: true, email: true, passwordHash: true } });
        if (!user?.passwordHash) {
          await burnPasswordCheck(parsed.data.password);
          throw new CredentialsSignin();
        }
        if (!(await verifyPassword(parsed.data.password, user.passwordHash))) throw new CredentialsSignin();
        return { id: user.id, email: user.email };
      },
    }),
  ];
  const e = env();
  if (features.googleAuth()) list.push(Google({ clientId: e.AUTH_GOOGLE_ID, clientSecret: e.AUTH_GOOGLE_SECRET }));
  if (features.githubAuth()) list.push(GitHub({ clientId: e.AUTH_GITHUB_ID, clientSecret: e.AUTH_GITHUB_SECRET }));
  if (features.emailMagicLink()) list.push(Resend({ apiKey: e.RESEND_API_KEY, from: e.EMAIL_FROM }));
  return list;
}

/** A new OAuth / magic-link account that arrived through /r/<code> keeps its invite (like POST /api/register). */
async function recordOAuthReferral(userId: string): Promise<void> {
  try {
    const jar = await cookies();
    const code = jar.get(REFERRAL_COOKIE)?.value;
    if (!code) return;
    await recordSignUp(userId, code);
    jar.delete(REFERRAL_COOKIE);
  } catch (error) {
    // Never fail a sign-up over a referral.
    console.error("[auth] could not record the referral of a new account", error);
  }
}

// Built per request so secrets are read at run time, never during `next build`.
export const { handlers, signIn, signOut, auth } = NextAuth(() => ({
  adapter: PrismaAdapter(db),
  secret: requireEnv("AUTH_SECRET"),
  // The app runs behind the serverless host's proxy (or locally); the host header is trusted for URLs,
  // while mutating API routes check Origin themselves (proxy.ts).
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  logger: {
    // A wrong password is an expected outcome (counted by the sign-in limiter), not a server error.
    error(error) {
      if (!(error instanceof CredentialsSignin)) console.error("[auth]", error);
    },
  },
  pages: { signIn: "/login", error: "/login", verifyRequest: "/login?check-email=1" },
  providers: providers(),
  callbacks: {
    async jwt({ token, user }) {
      if (user?.id) {
        const { sid } = await createSession(user.id);
        return { sub: user.id, sid };
      }
      const sid = typeof token.sid === "string" ? token.sid : undefined;
      if (!sid || !(await findSessionUser(sid, token.sub))) return null;
      return token;
    },
    async session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
  events: {
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await revokeSession(sid);
    },
    async createUser({ user }) {
      // OAuth and magic-link accounts arrive with a display name only; keep the spec's first/last name fields.
      if (!user.id) return;
      const { firstName, lastName } = splitName(user.name);
      await db.user.update({ where: { id: user.id }, data: { firstName, lastName } });
      await recordOAuthReferral(user.id);
    },
  },
}));
