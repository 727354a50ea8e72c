import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { clockNow } from "@/lib/clock";
import { userToday } from "@/lib/account/time-zone";
import { addMonthsToYearMonth, daysInMonth } from "@/lib/dates";
import { db } from "@/lib/db";
import { requireEnv } from "@/lib/env";
import { formatCentsAsDollars } from "@/lib/format";
import { getPlannedPaymentsAhead } from "@/lib/plan/service";
import { appOrigin } from "@/lib/request";
import { icsCalendar, type CalendarEvent } from "./ics";
import type { CalendarFeedDto } from "./types";

// docs/product-rules.md "Calendar feed". The URL is a random id and its HMAC under AUTH_SECRET: nothing secret is
// stored (a database copy alone opens no feed), and a new id ends the old URL at once.

export const FEED_DUE_DATES = 12;

const ID_BYTES = 16;
const SIGNATURE_CHARS = 32;

function signature(id: string): string {
  return createHmac("sha256", requireEnv("AUTH_SECRET"))
    .update(`debtwise calendar feed:${id}`)
    .digest("base64url")
    .slice(0, SIGNATURE_CHARS);
}

function feedUrls(id: string): CalendarFeedDto {
  const url = `${appOrigin()}/api/calendar/${id}${signature(id)}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

export async function getCalendarFeed(userId: string): Promise<CalendarFeedDto | null> {
  const feed = await db.calendarFeed.findUnique({ where: { userId }, select: { id: true } });
  return feed ? feedUrls(feed.id) : null;
}

export async function regenerateCalendarFeed(userId: string): Promise<CalendarFeedDto> {
  const id = randomBytes(ID_BYTES).toString("base64url");
  await db.$transaction([
    db.calendarFeed.deleteMany({ where: { userId } }),
    db.calendarFeed.create({ data: { id, userId } }),
  ]);
  return feedUrls(id);
}

export async function deleteCalendarFeed(userId: string): Promise<void> {
  await db.calendarFeed.deleteMany({ where: { userId } });
}

async function feedOwner(segment: string): Promise<string | null> {
  const token = segment.endsWith(".ics") ? segment.slice(0, -4) : segment;
  const idLength = Math.ceil((ID_BYTES * 4) / 3);
  if (token.length !== idLength + SIGNATURE_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const id = token.slice(0, idLength);
  const given = Buffer.from(token.slice(idLength));
  const expected = Buffer.from(signature(id));
  if (!timingSafeEqual(given, expected)) return null;
  const feed = await db.calendarFeed.findUnique({ where: { id }, select: { userId: true } });
  return feed?.userId ?? null;
}

// A month the plan pays a debt nothing has no event; UIDs are debt and month, so an app updates a changed amount.
export async function calendarEvents(userId: string, now = clockNow()): Promise<CalendarEvent[]> {
  const today = await userToday(userId, now);
  const { debts, ahead } = await getPlannedPaymentsAhead(userId, FEED_DUE_DATES + 1, now);
  const host = new URL(appOrigin()).hostname;
  const events: CalendarEvent[] = [];
  for (const { debt, dueDay } of debts) {
    if (dueDay === null) continue;
    const planned = ahead.get(debt.id);
    let count = 0;
    for (let i = 0; i <= FEED_DUE_DATES && count < FEED_DUE_DATES; i++) {
      const month = addMonthsToYearMonth(today.slice(0, 7), i);
      const day = `${month}-${String(Math.min(dueDay, daysInMonth(month))).padStart(2, "0")}`;
      const cents = planned?.get(month) ?? 0;
      if (day < today || cents <= 0) continue;
      count++;
      const amount = formatCentsAsDollars(cents);
      events.push({
        uid: `${debt.id}-${month}@${host}`,
        day,
        summary: `Pay ${amount} to ${debt.name}`,
        description: `Your DebtWise plan pays ${amount} to ${debt.name} this month. Log it when it is paid: ${appOrigin()}/dashboard`,
        url: `${appOrigin()}/dashboard`,
      });
    }
  }
  return events.sort((a, b) => a.day.localeCompare(b.day) || a.summary.localeCompare(b.summary));
}

// The same event as the feed's, UID included, so "Add to calendar" and a subscription do not duplicate it.
export async function debtCalendarFile(userId: string, debtId: string, now = clockNow()): Promise<string | null> {
  const event = (await calendarEvents(userId, now)).find((e) => e.uid.startsWith(`${debtId}-`));
  return event ? icsCalendar({ name: "DebtWise payment", events: [event], stamp: now }) : null;
}

export async function feedCalendar(segment: string, now = clockNow()): Promise<string | null> {
  const userId = await feedOwner(segment);
  if (!userId) return null;
  return icsCalendar({ name: "DebtWise payments", events: await calendarEvents(userId, now), stamp: now });
}
