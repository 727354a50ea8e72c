import { PATCH as timeZoneRoute } from "@/app/api/account/time-zone/route";
import { GET as profileGet } from "@/app/api/account/profile/route";
import { POST as register } from "@/app/api/register/route";
import type { AccountSettingsDto } from "@/lib/account/types";
import { userToday } from "@/lib/account/time-zone";
import { db } from "@/lib/db";
import { DEFAULT_TIME_ZONE, todayIn } from "@/lib/dates";
import { TIME_ZONE_UNKNOWN } from "@/lib/validations/time-zone";
import { POST as goalsRoute } from "@/app/api/goals/route";
import { POST as sharedCreateRoute } from "@/app/api/shared/create/route";
import { POST as debtsRoute } from "@/app/api/debts/route";
import { PUT as planRoute } from "@/app/api/plan/route";
import { TARGET_DATE_PAST } from "@/lib/validations/dates";
import { PROMO_MESSAGES } from "@/lib/validations/debts";
import { LUMP_MONTH_PAST } from "@/lib/validations/plan";
import { atInstant } from "@/tests/support/clock";
import { CookieJar, callRoute, expectJson, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, signUp } from "@/tests/support/users";

// Each user's time zone (docs/product-rules.md "The product's clock"): taken from the browser at sign-up, set in
// Settings > Account through PATCH /api/account/time-zone, adopted from the browser on the first signed-in page of an
// account that has none (ifUnset), and the day the services count in.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; issues?: { path: string; message: string }[] } };

const patchZone = (jar: CookieJar | undefined, json: unknown) =>
  callRoute(timeZoneRoute, { method: "PATCH", path: "/api/account/time-zone", json, jar });

const storedZone = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone;

async function registerWith(timeZone: unknown): Promise<{ jar: CookieJar; userId: string }> {
  const jar = new CookieJar();
  const res = await callRoute(register, {
    path: "/api/register",
    json: { email: uniqueEmail("tz"), password: TEST_PASSWORD, firstName: "Zoe", timeZone },
    headers: { "x-forwarded-for": uniqueIp() },
    jar,
  });
  const { user } = await expectJson<{ user: { id: string } }>(res, 201);
  return { jar, userId: user.id };
}

describe("sign-up", () => {
  it("stores the browser's zone", async () => {
    const { userId } = await registerWith("Asia/Tokyo");
    expect(await storedZone(userId)).toBe("Asia/Tokyo");
  });

  it("drops a zone it does not know, or none sent, and counts days in the default zone meanwhile", async () => {
    for (const zone of ["Mars/Olympus_Mons", 7, undefined]) {
      const { jar, userId } = await registerWith(zone);
      expect(await storedZone(userId)).toBeNull();
      const profile = await expectJson<AccountSettingsDto>(
        await callRoute(profileGet, { path: "/api/account/profile", jar }),
      );
      expect(profile.timeZone).toBe(DEFAULT_TIME_ZONE);
      expect(await userToday(userId)).toBe(todayIn(DEFAULT_TIME_ZONE));
    }
  });
});

describe("PATCH /api/account/time-zone", () => {
  it("answers 401 when signed out", async () => {
    expect((await patchZone(undefined, { timeZone: "Asia/Tokyo" })).status).toBe(401);
  });

  it("sets the zone, which the profile and the user's today follow at once", async () => {
    const { jar, userId } = await signUp({ prefix: "tz-set" });
    expect(await expectJson(await patchZone(jar, { timeZone: "Pacific/Honolulu" }))).toEqual({
      timeZone: "Pacific/Honolulu",
    });
    expect(await storedZone(userId)).toBe("Pacific/Honolulu");
    const profile = await expectJson<AccountSettingsDto>(
      await callRoute(profileGet, { path: "/api/account/profile", jar }),
    );
    expect(profile.timeZone).toBe("Pacific/Honolulu");
    expect(await userToday(userId)).toBe(todayIn("Pacific/Honolulu"));
  });

  it("refuses an unknown zone with a 400 on the field and keeps the old one", async () => {
    const { jar, userId } = await signUp({ prefix: "tz-bad", timeZone: "Europe/Paris" });
    for (const timeZone of ["Mars/Olympus_Mons", "", "UTC+5", 42, "Europe/Paris; DROP TABLE"]) {
      const res = await patchZone(jar, { timeZone });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.code).toBe("bad_request");
      expect(error.issues?.map((i) => i.path)).toEqual(["timeZone"]);
    }
    const unknown = (await (await patchZone(jar, { timeZone: "Mars/Olympus_Mons" })).json()) as ErrorBody;
    expect(unknown.error.issues?.[0]?.message).toBe(TIME_ZONE_UNKNOWN);
    expect(await storedZone(userId)).toBe("Europe/Paris");
  });

  it("with ifUnset, gives a zone to an account without one and never replaces the user's own", async () => {
    const { jar, userId } = await registerWith(undefined);
    expect(await expectJson(await patchZone(jar, { timeZone: "America/Denver", ifUnset: true }))).toEqual({
      timeZone: "America/Denver",
    });
    expect(await storedZone(userId)).toBe("America/Denver");
    // Another browser of the same account, elsewhere, does not move it.
    expect(await expectJson(await patchZone(jar, { timeZone: "Asia/Tokyo", ifUnset: true }))).toEqual({
      timeZone: "America/Denver",
    });
    expect(await storedZone(userId)).toBe("America/Denver");
  });
});

describe("days past on the user's own calendar", () => {
  // Kiritimati is UTC+14: at 11:00 UTC its day is already the next one, while the schemas (which know no user) still
  // accept the UTC day as "today somewhere". The services hold the user to their own day (refusePast).
  const AT = "2031-03-10T11:00:00Z";
  const THEIR_YESTERDAY = "2031-03-10";
  const THEIR_TODAY = "2031-03-11";

  const post = (route: typeof goalsRoute, path: string, jar: CookieJar, json: unknown, method = "POST") =>
    callRoute(route, { method, path, json, jar });
  const issueOf = async (res: Response) => (await expectJson<ErrorBody>(res, 400)).error.issues?.[0];

  it("refuses a goal's, a shared plan's, a lump sum's and a promo's date that is past for the user", async () => {
    const { jar } = await signUp({ plan: "pro", prefix: "tz-past", timeZone: "Pacific/Kiritimati" });
    await atInstant(AT, async () => {
      const goal = { name: "Rainy day", goalType: "emergency_fund", targetAmount: "500" };
      expect(
        await issueOf(await post(goalsRoute, "/api/goals", jar, { ...goal, targetDate: THEIR_YESTERDAY })),
      ).toEqual({ path: "targetDate", message: TARGET_DATE_PAST });
      await expectJson(await post(goalsRoute, "/api/goals", jar, { ...goal, targetDate: THEIR_TODAY }), 201);

      const shared = { title: "Family fund", goalAmount: "1000" };
      expect(
        await issueOf(
          await post(sharedCreateRoute, "/api/shared/create", jar, { ...shared, targetDate: THEIR_YESTERDAY }),
        ),
      ).toEqual({ path: "targetDate", message: TARGET_DATE_PAST });
    });
    // The user's month rolls over before UTC's: on March 31 at 11:00 UTC it is already April in Kiritimati.
    await atInstant("2031-03-31T11:00:00Z", async () => {
      const debt = { name: "Store card", balance: "900", interestRate: "24", minPayment: "40", promoRate: "0" };
      expect(await issueOf(await post(debtsRoute, "/api/debts", jar, { ...debt, promoEndsOn: "2031-03" }))).toEqual({
        path: "promoEndsOn",
        message: PROMO_MESSAGES.endsOnPast,
      });
      await expectJson(await post(debtsRoute, "/api/debts", jar, { ...debt, promoEndsOn: "2031-04" }), 201);
      const plan = { strategy: "avalanche", extraPayment: "100", lumpSums: [{ amount: "500", month: "2031-03" }] };
      expect(await issueOf(await post(planRoute, "/api/plan", jar, plan, "PUT"))).toEqual({
        path: "lumpSums.0.month",
        message: LUMP_MONTH_PAST,
      });
    });
  });
});
