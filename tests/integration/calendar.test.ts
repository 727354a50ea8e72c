import { DELETE as deleteFeed, GET as getFeedUrl, POST as makeFeed } from "@/app/api/account/calendar/route";
import { GET as feedRoute } from "@/app/api/calendar/[feed]/route";
import { GET as debtFileRoute } from "@/app/api/calendar/debts/[id]/route";
import { PUT as savePlanRoute } from "@/app/api/plan/route";
import type { CalendarFeedDto } from "@/lib/calendar/types";
import { todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import { month } from "@/tests/support/calendar";
import { parseCalendar } from "@/tests/support/ical";
import { insertDebt, logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The private payment calendar (docs/product-rules.md "Calendar feed"), parsed as calendar apps parse it (ical.js):
// each open debt's next due dates, titled with the plan's amount, stable UIDs, a URL that can be regenerated.

afterAll(async () => {
  await db.$disconnect();
});

const DUE_DAY = 28;
/** Whether this month's due date is still ahead (today's day of the month is at most the 28th). */
const thisMonthDue = () => Number(todayUtc().slice(8, 10)) <= DUE_DAY;

async function userWithDebts() {
  const user = await signUp({ prefix: "calendar" });
  // $1,000 at 12 % APR with a $100 minimum, due on the 28th; and one without a due day (no events).
  const visa = await insertDebt({
    data: {
      userId: user.userId,
      name: "Visa; Rewards, Card",
      balance: "1000.00",
      originalBalance: "1000.00",
      interestRate: "12.000",
      minPayment: "100.00",
      dueDay: DUE_DAY,
    },
  });
  await insertDebt({
    data: {
      userId: user.userId,
      name: "Dentist",
      balance: "300.00",
      originalBalance: "300.00",
      interestRate: "0.000",
      minPayment: "50.00",
      dueDay: null,
    },
  });
  return { ...user, visa };
}

async function feedUrl(jar: CookieJar, method: "GET" | "POST" = "POST"): Promise<CalendarFeedDto> {
  const res = await callRoute(method === "POST" ? makeFeed : getFeedUrl, {
    method,
    jar,
    path: "/api/account/calendar",
  });
  expect(res.status).toBe(method === "POST" ? 201 : 200);
  return ((await res.json()) as { feed: CalendarFeedDto }).feed;
}

async function fetchFeed(url: string): Promise<Response> {
  const segment = new URL(url).pathname.split("/").at(-1)!;
  return callRoute(feedRoute, {
    method: "GET",
    jar: new CookieJar(),
    path: new URL(url).pathname,
    params: { feed: segment },
  });
}

type Event = { uid: string; summary: string; start: string; end: string; isDate: boolean; description: string };

async function events(url: string): Promise<Event[]> {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await res.text();
  expect(text.endsWith("\r\n")).toBe(true);
  // RFC 5545: no line over 75 octets.
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const parsed = parseCalendar(text);
  expect(parsed.calendar.getFirstPropertyValue("version")).toBe("2.0");
  return parsed.events.map((event) => ({
    uid: event.uid,
    summary: event.summary,
    start: event.startDate.toString(),
    end: event.endDate.toString(),
    isDate: event.startDate.isDate,
    description: event.description,
  }));
}

describe("the calendar feed", () => {
  it("lists each due date with the plan's amount, all-day, on stable UIDs, and follows the plan", async () => {
    const { jar, visa } = await userWithDebts();
    const { url, webcalUrl } = await feedUrl(jar);
    expect(webcalUrl).toBe(url.replace(/^https?:/, "webcal:"));
    expect(await feedUrl(jar, "GET")).toEqual({ url, webcalUrl });

    const first = await events(url);
    // Only the Visa has a due day. The default plan's budget is the two minimums ($150): the Visa gets its $100 until
    // the dentist ($300 at $50) is paid off after six months, then $150 (the freed minimum rolls over), then the rest.
    // This month's payment has an event only while its due date is still ahead.
    const amounts = ["100.00", "100.00", "100.00", "100.00", "100.00", "100.00", "150.00", "150.00", "144.50"];
    const expected = amounts.map((amount, i) => [month(i), `Pay $${amount} to Visa; Rewards, Card`]);
    expect(first.map((e) => [e.start.slice(0, 7), e.summary])).toEqual(thisMonthDue() ? expected : expected.slice(1));
    for (const event of first) {
      expect(event.isDate).toBe(true);
      expect(event.start.slice(8, 10)).toBe(String(DUE_DAY));
      expect(event.end).toBe(new Date(Date.parse(`${event.start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
      expect(event.uid).toMatch(new RegExp(`^${visa.id}-${event.start.slice(0, 7)}@`));
      expect(event.description).toContain("/dashboard");
    }

    // The same request again: the same events, so calendar apps update rather than duplicate.
    expect((await events(url)).map((e) => [e.uid, e.summary])).toEqual(first.map((e) => [e.uid, e.summary]));

    // A bigger budget: the Visa (the higher rate) gets the extra, so it is paid off sooner.
    const saved = await callRoute(savePlanRoute, {
      method: "PUT",
      jar,
      path: "/api/plan",
      json: { strategy: "avalanche", monthlyBudget: "450.00" },
    });
    expect(saved.status).toBe(200);
    const faster = await events(url);
    expect(faster[0]!.summary).toBe("Pay $400.00 to Visa; Rewards, Card");
    expect(faster.length).toBeLessThan(first.length);

    if (thisMonthDue()) {
      // This month's share paid: its event goes, the later ones stay.
      await logPayment(jar, visa.id, "400.00");
      const paid = await events(url);
      expect(paid[0]!.start.slice(0, 7)).toBe(month(1));
    }
  });

  it("regenerating ends the old URL at once; turning it off ends it; a forged URL opens nothing", async () => {
    const { jar } = await userWithDebts();
    const old = await feedUrl(jar);
    const renewed = await feedUrl(jar);
    expect(renewed.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).status).toBe(404);
    expect((await fetchFeed(renewed.url)).status).toBe(200);

    // Same id, another signature: refused before any read (the HMAC is checked first).
    const forged = renewed.url.replace(/.{5}\.ics$/, "AAAAA.ics");
    expect((await fetchFeed(forged)).status).toBe(404);
    expect((await fetchFeed(renewed.url.replace(/\.ics$/, "x.ics"))).status).toBe(404);

    const off = await callRoute(deleteFeed, { method: "DELETE", jar, path: "/api/account/calendar" });
    expect(await off.json()).toEqual({ feed: null });
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    expect(await feedUrl(jar, "GET")).toBeNull();
  });

  it("one debt's next due date as a file: the feed's event, and 404 for no due day or another user's debt", async () => {
    const { jar, userId, visa } = await userWithDebts();
    const download = (id: string, as = jar) =>
      callRoute(debtFileRoute, { method: "GET", jar: as, path: `/api/calendar/debts/${id}`, params: { id } });
    const res = await download(visa.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="debtwise-payment.ics"');
    const single = parseCalendar(await res.text()).events;
    expect(single).toHaveLength(1);
    const { url } = await feedUrl(jar);
    const [next] = await events(url);
    const event = single[0]!;
    expect([event.uid, event.summary, event.startDate.toString()]).toEqual([next!.uid, next!.summary, next!.start]);

    const dentist = await db.debt.findFirstOrThrow({ where: { userId, name: "Dentist" } });
    expect((await download(dentist.id)).status).toBe(404);
    const stranger = await signUp({ prefix: "calendar-stranger" });
    expect((await download(visa.id, stranger.jar)).status).toBe(404);
  });

  it("needs a session to see or change the URL", async () => {
    for (const [handler, method] of [
      [getFeedUrl, "GET"],
      [makeFeed, "POST"],
      [deleteFeed, "DELETE"],
    ] as const) {
      const res = await callRoute(handler, { method, jar: new CookieJar(), path: "/api/account/calendar" });
      expect(res.status).toBe(401);
    }
  });
});
