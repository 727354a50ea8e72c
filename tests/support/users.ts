import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "./route-client";

export const TEST_PASSWORD = "correct horse battery";

/**
 * Registers a fresh user through the real handler and answers its signed-in cookie jar (and plan, if paid).
 * Registered accounts start unverified; `verified: true` marks the address verified as opening the mailed link
 * would, for tests of what only verified accounts may do (accepting invitations, reminders).
 */
export async function signUp(
  options: {
    plan?: "free" | "basic" | "pro";
    prefix?: string;
    firstName?: string;
    email?: string;
    verified?: boolean;
    /** The account's IANA zone; UTC by default, the zone the tests' own todayUtc() days are in. */
    timeZone?: string;
  } = {},
): Promise<{ jar: CookieJar; userId: string; email: string }> {
  const jar = new CookieJar();
  const email = options.email ?? uniqueEmail(options.prefix ?? "user");
  const res = await callRoute(register, {
    path: "/api/register",
    json: {
      email,
      password: TEST_PASSWORD,
      firstName: options.firstName ?? "Test",
      timeZone: options.timeZone ?? "UTC",
    },
    headers: { "x-forwarded-for": uniqueIp() },
    jar,
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  if (options.plan && options.plan !== "free") {
    await db.user.update({ where: { id: user.id }, data: { subscriptionPlan: options.plan } });
  }
  if (options.verified) await markEmailVerified(user.id);
  return { jar, userId: user.id, email };
}

/** Test setup only: the address counts as verified (what GET /api/account/verify-email does with a live link). */
export async function markEmailVerified(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { emailVerified: new Date() } });
}

/**
 * Deletes the account through DELETE /api/account, confirmed with its address as the settings page asks, and expects
 * it gone (204). The route is loaded here only when called, so signing up does not load everything deletion touches.
 */
export async function deleteAccount(user: { jar: CookieJar; email: string }): Promise<void> {
  const { DELETE } = await import("@/app/api/account/route");
  const res = await callRoute(DELETE, {
    method: "DELETE",
    path: "/api/account",
    json: { confirm: user.email },
    jar: user.jar,
  });
  expect(res.status).toBe(204);
}
