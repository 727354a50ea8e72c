import "server-only";
import NextAuth, { AuthError, CredentialsSignin, type NextAuthConfig } from "next-auth";
import { PrismaAdapter } from "@auth/prisma-adapter";
import Credentials from "next-auth/providers/credentials";
import type { EmailConfig } from "next-auth/providers/email";
import Google from "next-auth/providers/google";
import GitHub from "next-auth/providers/github";
import { db } from "@/lib/db";
import { env, features, requireEnv } from "@/lib/env";
import { sendEmail } from "@/lib/messaging/send";
import { appOrigin } from "@/lib/request";
import { sameOriginPath, ZSignIn } from "@/lib/validations/auth";
import { claimUnverifiedAccount, sendFirstVerificationMail } from "./email-verification";
import { resetSignInGuard } from "./sign-in-guard";
import { hasSecondFactor } from "./second-factor";
import { recordReferralOfNewAccount } from "./sign-up-referral";
import { burnPasswordCheck, verifyPassword } from "./password";
import { createSession, findSessionUser, revokeSession, SESSION_MAX_AGE_SECONDS } from "./session";
import { splitName } from "./names";
import { escapeHtml } from "@/lib/messaging/html";
import { formatInstant } from "@/lib/format";

const EMAIL_PROVIDER_ID = "email";

/** A sign-in link is a bearer credential: it works once, and only long enough to switch to the mail app. */
export const SIGN_IN_LINK_MAX_AGE_SECONDS = 60 * 60;

/** Through sendEmail, so keyless runs get working links too, in the local outbox (/dev/outbox). */
function emailProvider(): EmailConfig {
  return {
    id: EMAIL_PROVIDER_ID,
    type: "email",
    name: "Email",
    maxAge: SIGN_IN_LINK_MAX_AGE_SECONDS,
    async sendVerificationRequest({ identifier, url, expires }) {
      const user = await db.user.findUnique({ where: { email: identifier }, select: { id: true } });
      const mail = signInMail(signInLink(url), expires);
      const result = await sendEmail({ to: identifier, ...mail, kind: "sign_in", userId: user?.id ?? null });
      // Auth.js then shows its error page; the provider's message stays on the outbox row (it can echo the address).
      if (result.status === "failed")
        throw new Error(`The sign-in e-mail could not be delivered (outbox ${result.outboxId})`);
    },
  };
}

/** Auth.js builds the link on the request's host, which a forged Host header controls: only path and query are kept. */
function signInLink(authUrl: string): string {
  const link = new URL(authUrl);
  return `${appOrigin()}${link.pathname}${link.search}`;
}

function signInMail(link: string, expires: Date): { subject: string; text: string; html: string } {
  const minutes = Math.round(SIGN_IN_LINK_MAX_AGE_SECONDS / 60);
  const expiry = `The link works once and expires in ${minutes} minutes (${formatInstant(expires, { utc: true })} UTC).`;
  const ignore = "If you did not ask for this, ignore this e-mail: nobody can sign in without the link.";
  const text = [
    "Hello,",
    "",
    "Use this link to sign in to DebtWise:",
    "",
    link,
    "",
    expiry,
    "",
    ignore,
    "",
    "DebtWise",
  ].join("\n");
  const href = escapeHtml(link);
  const html = [
    "<p>Hello,</p>",
    "<p>Use this link to sign in to DebtWise:</p>",
    `<p><a href="${href}">Sign in to DebtWise</a></p>`,
    `<p>Or paste this address into your browser:<br>${href}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    "<p>DebtWise</p>",
  ].join("\n");
  return { subject: "Your DebtWise sign-in link", text, html };
}

function providers(): NextAuthConfig["providers"] {
  const list: NextAuthConfig["providers"] = [
    Credentials({
      id: "credentials",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const parsed = ZSignIn.safeParse(raw);
        if (!parsed.success) throw new CredentialsSignin();
        const user = await db.user.findUnique({
          where: { email: parsed.data.email },
          select: { id: true, email: true, passwordHash: true },
        });
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
  list.push(emailProvider());
  return list;
}

// Built per request so secrets are read at run time, never during `next build`.
export const { handlers, signIn, signOut, auth } = NextAuth(() => ({
  adapter: PrismaAdapter(db),
  secret: requireEnv("AUTH_SECRET"),
  // The host header is trusted for URLs (behind the host's proxy); mutating API routes check Origin (proxy.ts).
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  logger: {
    // A wrong password and an expired or reused sign-in link are expected outcomes that /login explains.
    error(error) {
      if (error instanceof CredentialsSignin || (error instanceof AuthError && error.type === "Verification")) return;
      console.error("[auth]", error);
    },
  },
  // Auth.js appends its own query (?provider=...&type=...) to verifyRequest, so that page takes no query of ours.
  pages: { signIn: "/login", error: "/login", verifyRequest: "/login/check-email" },
  providers: providers(),
  callbacks: {
    // Same-site destinations become relative paths, so the browser stays on the host it used: Next builds URLs on its
    // bound host name (localhost, 0.0.0.0), and a cookie set on one host is not sent to the other. Off-site: home.
    redirect({ url, baseUrl }) {
      return sameOriginPath(url, baseUrl) ?? "/";
    },
    // The pre-hijack guard runs here: after Auth.js checks the link or the OAuth answer, before it marks the address
    // verified and the session exists. No provider sets allowDangerousEmailAccountLinking.
    async signIn({ user, account, email }) {
      if (!account || email?.verificationRequest) return true; // asking for a link proves nothing yet
      if (account.type === "email" && user.id) {
        await claimUnverifiedAccount(user.id, "email");
        // The owner's way in while a stranger hammers the password: it also ends that burst (sign-in-guard.ts).
        await resetSignInGuard({ id: user.id });
      } else if (account.type === "oauth" || account.type === "oidc") {
        const linked = await db.account.findUnique({
          where: {
            provider_providerAccountId: { provider: account.provider, providerAccountId: account.providerAccountId },
          },
          select: { userId: true },
        });
        if (linked) await claimUnverifiedAccount(linked.userId, account);
      }
      return true;
    },
    async jwt({ token, user }) {
      if (user?.id) {
        const { sid } = await createSession(user.id, { secondFactorPending: await hasSecondFactor(user.id) });
        return { sub: user.id, sid };
      }
      const sid = typeof token.sid === "string" ? token.sid : undefined;
      if (!sid || !token.sub || !(await findSessionUser(sid, token.sub))) return null;
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
      // OAuth and magic-link accounts arrive with a display name only; keep the first/last name fields.
      if (!user.id) return;
      const { firstName, lastName } = splitName(user.name);
      const created = await db.user.update({
        where: { id: user.id },
        data: { firstName, lastName },
        select: { id: true, email: true, emailVerified: true },
      });
      // A new account that arrived through /r/<code> keeps its invite, as POST /api/register does.
      await recordReferralOfNewAccount(user.id);
      // A sign-in link proved the address already; an OAuth account proves only itself, so it gets our own link.
      if (!created.emailVerified) await sendFirstVerificationMail(created, appOrigin());
    },
  },
}));
