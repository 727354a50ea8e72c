import GoalsPage from "@/app/(app)/goals/page";
import { requireUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { loginRedirectPath } from "@/lib/routes";
import { signUp } from "@/tests/support/users";

// Signed-in pages check the session themselves (requireUser), not only through the (app) layout: Next renders a
// layout and its page concurrently, so a page that assumed a user crashed with a TypeError on a revoked session.

const RETURN_TO = "/goals?from=menu";

// Outside a Next request, next/headers needs a stand-in: the session cookie, and the page proxy.ts says was asked for.
let mockCookieHeader = "";
jest.mock("next/headers", () =>
  jest.requireActual<typeof import("@/tests/support/next-headers")>("@/tests/support/next-headers").nextHeadersStandIn(
    () => mockCookieHeader,
    () => RETURN_TO,
  ),
);

/** The redirect Next's redirect() throws, as its target; null for anything else (the error itself is rethrown). */
async function redirectTarget(run: Promise<unknown>): Promise<string | null> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) return null;
  const digest = String((error as { digest?: unknown }).digest ?? "");
  if (!digest.startsWith("NEXT_REDIRECT")) throw error;
  return digest.split(";")[2] ?? null;
}

afterAll(async () => {
  await db.$disconnect();
});

describe("requireUser on signed-in pages", () => {
  it("answers the signed-in user", async () => {
    const { jar, userId } = await signUp({ prefix: "require-user" });
    mockCookieHeader = jar.header();
    expect((await requireUser()).id).toBe(userId);
    expect(await redirectTarget(GoalsPage())).toBeNull();
  });

  it("sends a visitor without a session to login, returning to the page asked for", async () => {
    mockCookieHeader = "";
    expect(await redirectTarget(requireUser())).toBe(loginRedirectPath(RETURN_TO));
    expect(await redirectTarget(GoalsPage())).toBe(loginRedirectPath(RETURN_TO));
  });

  it("sends a revoked session to login from the page itself, not a TypeError", async () => {
    const { jar, userId } = await signUp({ prefix: "require-user" });
    mockCookieHeader = jar.header();
    await db.session.deleteMany({ where: { userId } });
    expect(await redirectTarget(GoalsPage())).toBe(loginRedirectPath(RETURN_TO));
  });
});
