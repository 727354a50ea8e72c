import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "./route-client";

export const TEST_PASSWORD = "correct horse battery";

/** Registers a fresh user through the real handler and answers its signed-in cookie jar (and plan, if paid). */
export async function signUp(
  options: { plan?: "free" | "basic" | "pro"; prefix?: string; firstName?: string } = {},
): Promise<{ jar: CookieJar; userId: string; email: string }> {
  const jar = new CookieJar();
  const email = uniqueEmail(options.prefix ?? "user");
  const res = await callRoute(register, {
    path: "/api/register",
    json: { email, password: TEST_PASSWORD, firstName: options.firstName ?? "Test" },
    headers: { "x-forwarded-for": uniqueIp() },
    jar,
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  if (options.plan && options.plan !== "free") {
    await db.user.update({ where: { id: user.id }, data: { subscriptionPlan: options.plan } });
  }
  return { jar, userId: user.id, email };
}
