import {
  MONTH_NAMES,
  formatCentsAsDollars,
  formatCompactDollars,
  formatCount,
  formatDay,
  formatDollars,
  formatInstant,
  formatInstantDay,
  formatInstantLongDay,
  formatLongDay,
  formatMonthDayTime,
  formatPercent,
  formatProgress,
  formatRelativeTime,
  formatShortDay,
  formatWeekdayDay,
  hoursAndMinutes,
  monthLabel,
  monthNameOf,
  monthsLabel,
  yearsAndMonths,
} from "@/lib/format";

// lib/format: every display formatter the product shares. The instant formatters write in the zone where the code
// runs, so they are held to the Intl formatter each screen made for itself before they were shared (the text must
// not change); calendar days are written the same in every zone. Dollars against Intl over many values:
// tests/unit/money.test.ts.

const AT = "2026-03-04T15:15:07.000Z";
const intl = (options: Intl.DateTimeFormatOptions, value: string | number = AT) =>
  new Intl.DateTimeFormat("en-US", options).format(new Date(value));

describe("calendar days and months", () => {
  it("formats a calendar day in UTC, the same wherever the code runs", () => {
    expect(formatDay("2026-03-01")).toBe("Mar 1, 2026");
    // The formatter is made on first use and kept: a second call gives the same answer.
    expect(formatDay("2026-12-31")).toBe("Dec 31, 2026");
  });

  it("writes a long US date without any time zone shift", () => {
    expect(formatLongDay("2027-03-01")).toBe("March 1, 2027");
    expect(formatLongDay("2026-12-31")).toBe("December 31, 2026");
  });

  it("writes the reminders' short and weekday dates", () => {
    expect(formatShortDay("2026-06-15")).toBe("Jun 15");
    expect(formatShortDay("2026-01-01")).toBe("Jan 1");
    expect(formatWeekdayDay("2026-06-15")).toBe("Monday, June 15, 2026");
    expect(formatWeekdayDay("2026-12-31")).toBe("Thursday, December 31, 2026");
  });

  it("labels months and counts of months", () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthLabel("2027-06")).toBe("June 2027");
    expect(monthLabel("2027-06-15", "short")).toBe("Jun 2027");
    expect(monthLabel(null)).toBe("—");
    expect(monthLabel("soon")).toBe("soon");
    expect(monthNameOf("2026-06")).toBe("June");
    expect(monthNameOf("2026-12-01")).toBe("December");
    expect(monthsLabel(1)).toBe("1 month");
    expect(monthsLabel(17)).toBe("17 months");
    expect(yearsAndMonths(47)).toBe("3 years 11 months");
    expect(yearsAndMonths(12)).toBe("1 year");
    expect(yearsAndMonths(13)).toBe("1 year 1 month");
    expect(yearsAndMonths(5)).toBe("5 months");
    expect(yearsAndMonths(0)).toBe("0 months");
  });
});

describe("waits", () => {
  it("writes a wait in hours and minutes, rounded up to the minute", () => {
    expect(hoursAndMinutes(9000)).toBe("2 hours 30 minutes");
    expect(hoursAndMinutes(3600)).toBe("1 hour");
    expect(hoursAndMinutes(3661)).toBe("1 hour 2 minutes");
    expect(hoursAndMinutes(60)).toBe("1 minute");
    expect(hoursAndMinutes(20)).toBe("1 minute");
    expect(hoursAndMinutes(0)).toBe("1 minute");
  });
});

describe("instants", () => {
  it("formats an instant as the reader's own calendar day", () => {
    // Midday UTC is the same calendar day in every zone from UTC-11 to UTC+11.
    expect(formatInstantDay("2026-11-21T12:00:00.000Z")).toBe("Nov 21, 2026");
    expect(formatInstantLongDay("2026-11-21T12:00:00.000Z")).toBe("November 21, 2026");
    expect(formatInstantDay(new Date(AT))).toBe(intl({ dateStyle: "medium" }));
    expect(formatInstantLongDay(AT)).toBe(intl({ dateStyle: "long" }));
  });

  it("writes an instant with its time in the reader's zone, or in UTC for an e-mail", () => {
    expect(formatInstant(AT)).toBe(intl({ dateStyle: "medium", timeStyle: "short" }));
    expect(formatInstant(AT, { utc: true })).toMatch(/^Mar 4, 2026, 3:15\sPM$/);
    expect(formatMonthDayTime(Date.parse(AT))).toBe(
      intl({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
    );
    expect(formatMonthDayTime(AT, { seconds: true })).toBe(
      intl({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit" }),
    );
  });

  it("writes nothing for a value that is not a date instead of throwing", () => {
    expect(formatInstant("not a date")).toBe("");
    expect(formatInstantDay("not a date")).toBe("");
    expect(formatInstantLongDay(Number.NaN)).toBe("");
    expect(formatMonthDayTime("")).toBe("");
  });

  it("says how long ago an instant was", () => {
    const now = Date.parse("2025-06-15T12:00:00Z");
    expect(formatRelativeTime("2025-06-15T11:59:50Z", now)).toBe("just now");
    expect(formatRelativeTime("2025-06-15T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2025-06-15T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2025-06-14T10:00:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime("2025-06-01T12:00:00Z", now)).toBe("2 weeks ago");
    expect(formatRelativeTime("2025-03-15T12:00:00Z", now)).toBe("3 months ago");
    expect(formatRelativeTime("2023-06-15T12:00:00Z", now)).toBe("2 years ago");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

describe("numbers", () => {
  it("writes dollars, cents and rates", () => {
    expect(formatDollars("1234.5")).toBe("$1,234.50");
    expect(formatDollars(1234.5, { whole: true })).toBe("$1,235");
    expect(formatCentsAsDollars(-5)).toBe("-$0.05");
    expect(formatPercent("24.990")).toBe("24.99%");
    expect(formatPercent(5)).toBe("5%");
  });

  it("writes a goal's progress with at most one decimal", () => {
    expect(formatProgress(37.5)).toBe("37.5%");
    expect(formatProgress(33.3333)).toBe("33.3%");
    expect(formatProgress(100)).toBe("100%");
    expect(formatProgress(0)).toBe("0%");
  });

  it("groups the thousands of a count", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(12_345)).toBe("12,345");
    expect(formatCount(1_000_000)).toBe("1,000,000");
  });

  it("writes a chart axis's dollars compactly", () => {
    // As Intl's compact currency writes them, with one decimal kept even when it is zero ("$800.0").
    expect(formatCompactDollars(12_500)).toBe("$12.5K");
    expect(formatCompactDollars(1_200_000)).toBe("$1.2M");
    for (const dollars of [0, 800, 1000, 45_678]) {
      expect(formatCompactDollars(dollars)).toBe(
        new Intl.NumberFormat("en-US", {
          style: "currency",
          currency: "USD",
          notation: "compact",
          maximumFractionDigits: 1,
        }).format(dollars),
      );
    }
  });
});
