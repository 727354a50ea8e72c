import { addDays } from "@/lib/dates";

// An iCalendar (RFC 5545) writer for the payment calendar (docs/product-rules.md "Calendar feed"). Pure. Due
// dates are all-day events (DTSTART;VALUE=DATE): a due date is a day, not an instant, so no time zone can move it
// to the day before in Google Calendar, Apple Calendar or Outlook.

export interface CalendarEvent {
  /** Stable across fetches, so calendar apps update an event instead of adding a copy. */
  uid: string;
  /** YYYY-MM-DD */
  day: string;
  summary: string;
  description: string;
  url: string;
}

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** RFC 5545 section 3.1: lines longer than 75 octets are folded, continuing with a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDay = (day: string) => day.replace(/-/g, "");

/** 2026-11-28T14:05:09.123Z -> 20261128T140509Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The whole calendar, CRLF line ends, ready to serve as text/calendar. */
export function icsCalendar(options: { name: string; events: CalendarEvent[]; stamp: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//DebtWise//Payment calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // How often subscribers should fetch it again: twice a day keeps amounts current after a payment or a new plan.
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
  ];
  for (const event of options.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(options.stamp)}`,
      `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(event.day, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
