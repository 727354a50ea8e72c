import {
  DEFAULT_TIME_ZONE,
  calendarMonthOfDay,
  localToday,
  setLocalTimeZone,
  startOfDayIn,
  todayIn,
  wallClockIn,
  zoneDayIn,
} from "@/lib/dates";
import { MORNING_SEND_HOUR, reminderDayIn } from "@/lib/reminders/schedule";
import {
  EARLIEST_ZONE,
  LATEST_ZONE,
  effectiveTimeZone,
  isKnownTimeZone,
  timeZoneLabel,
  utcOffsetLabel,
} from "@/lib/time-zones";
import { ZUpdateTimeZone, signUpTimeZoneField } from "@/lib/validations/time-zone";

// A user's "today" in their own zone (lib/dates.ts todayIn, docs/product-rules.md "The product's clock"), the zone
// names accepted (lib/time-zones.ts), and the reminders' morning rule (lib/reminders/schedule.ts reminderDayIn).

const at = (iso: string) => new Date(iso);

describe("startOfDayIn", () => {
  it("is the instant the day starts on the zone's wall clock", () => {
    expect(startOfDayIn("UTC", "2026-11-29").toISOString()).toBe("2026-11-29T00:00:00.000Z");
    expect(startOfDayIn("Asia/Tokyo", "2026-11-29").toISOString()).toBe("2026-11-28T15:00:00.000Z");
    expect(startOfDayIn("America/New_York", "2026-11-29").toISOString()).toBe("2026-11-29T05:00:00.000Z");
    expect(startOfDayIn("Asia/Kolkata", "2026-11-29").toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it("follows daylight saving time on both sides of a change", () => {
    // New York moves to UTC-4 on 2027-03-14 at 02:00, so that day starts at UTC-5 and the next at UTC-4.
    expect(startOfDayIn("America/New_York", "2027-03-14").toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(startOfDayIn("America/New_York", "2027-03-15").toISOString()).toBe("2027-03-15T04:00:00.000Z");
  });

  it("is the first moment of a day whose midnight a jump skips", () => {
    // Santiago springs forward at 00:00 on 2026-09-06: the day starts at 01:00 local, 04:00 UTC.
    expect(startOfDayIn("America/Santiago", "2026-09-06").toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });
});

describe("todayIn", () => {
  it("is the calendar day on the zone's wall clock, not UTC's", () => {
    // 20:00 in Honolulu (UTC-10) is already 06:00 the next day in UTC.
    expect(todayIn("Pacific/Honolulu", at("2026-11-28T06:00:00Z"))).toBe("2026-11-27");
    // 08:00 in Tokyo (UTC+9) is still 23:00 the day before in UTC.
    expect(todayIn("Asia/Tokyo", at("2026-11-27T23:00:00Z"))).toBe("2026-11-28");
    expect(todayIn("UTC", at("2026-11-27T23:00:00Z"))).toBe("2026-11-27");
  });

  it("changes day exactly at local midnight", () => {
    // New York in winter is UTC-5: midnight is 05:00 UTC.
    expect(todayIn("America/New_York", at("2026-01-15T04:59:59.999Z"))).toBe("2026-01-14");
    expect(todayIn("America/New_York", at("2026-01-15T05:00:00Z"))).toBe("2026-01-15");
    // Kathmandu is UTC+05:45.
    expect(todayIn("Asia/Kathmandu", at("2026-06-30T18:14:59Z"))).toBe("2026-06-30");
    expect(todayIn("Asia/Kathmandu", at("2026-06-30T18:15:00Z"))).toBe("2026-07-01");
  });

  it("follows daylight saving time on both edges", () => {
    // US: clocks go forward on 2026-03-08 at 02:00 (EST -> EDT), back on 2026-11-01 at 02:00 (EDT -> EST).
    expect(todayIn("America/New_York", at("2026-03-09T03:59:00Z"))).toBe("2026-03-08"); // 23:59 EDT
    expect(todayIn("America/New_York", at("2026-03-09T04:00:00Z"))).toBe("2026-03-09"); // 00:00 EDT
    expect(todayIn("America/New_York", at("2026-11-02T04:59:00Z"))).toBe("2026-11-01"); // 23:59 EST
    expect(todayIn("America/New_York", at("2026-11-02T05:00:00Z"))).toBe("2026-11-02");
    // The hour that repeats in the fall is still the same day, and so is the hour skipped in spring.
    expect(wallClockIn("America/New_York", at("2026-11-01T05:30:00Z"))).toEqual({ day: "2026-11-01", hour: 1 });
    expect(wallClockIn("America/New_York", at("2026-11-01T06:30:00Z"))).toEqual({ day: "2026-11-01", hour: 1 });
    expect(wallClockIn("America/New_York", at("2026-03-08T07:30:00Z"))).toEqual({ day: "2026-03-08", hour: 3 });
    // Southern hemisphere: Sydney leaves daylight time on 2026-04-05 (UTC+11 -> UTC+10).
    expect(todayIn("Australia/Sydney", at("2026-04-05T13:59:00Z"))).toBe("2026-04-05");
    expect(todayIn("Australia/Sydney", at("2026-04-05T14:00:00Z"))).toBe("2026-04-06");
  });

  it("spans the zones from UTC+14 to UTC-12: two days apart at the same instant", () => {
    const instant = at("2026-12-31T11:00:00Z");
    expect(todayIn(EARLIEST_ZONE, instant)).toBe("2027-01-01"); // 01:00 on Kiritimati (UTC+14)
    expect(todayIn(LATEST_ZONE, instant)).toBe("2026-12-30"); // 23:00 at UTC-12
    expect(wallClockIn(EARLIEST_ZONE, instant).hour).toBe(1);
  });

  it("gives midnight as hour 0, never 24", () => {
    expect(wallClockIn("UTC", at("2026-05-01T00:00:00Z"))).toEqual({ day: "2026-05-01", hour: 0 });
  });

  it("throws on a zone Intl does not know", () => {
    expect(() => todayIn("Mars/Olympus_Mons", at("2026-05-01T00:00:00Z"))).toThrow(RangeError);
  });
});

describe("localToday", () => {
  afterEach(() => setLocalTimeZone(null));

  it("is the signed-in user's day once the layout gave their zone", () => {
    setLocalTimeZone("Asia/Tokyo");
    expect(localToday(at("2026-11-27T23:00:00Z"))).toBe("2026-11-28");
    setLocalTimeZone("Pacific/Honolulu");
    expect(localToday(at("2026-11-28T06:00:00Z"))).toBe("2026-11-27");
  });

  it("reads the day the server worked out without Intl while now is inside it, and asks Intl outside it", () => {
    const today = zoneDayIn("America/New_York", at("2026-11-29T15:00:00Z"));
    setLocalTimeZone("America/New_York", today);
    const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      expect(localToday(at("2026-11-29T05:00:00Z"))).toBe("2026-11-29");
      expect(localToday(at("2026-11-30T04:59:59.999Z"))).toBe("2026-11-29");
      expect(formatToParts).not.toHaveBeenCalled();
      expect(localToday(at("2026-11-30T05:00:00Z"))).toBe("2026-11-30");
      expect(localToday(at("2026-11-29T04:59:59.999Z"))).toBe("2026-11-28");
      expect(formatToParts).toHaveBeenCalled();
    } finally {
      formatToParts.mockRestore();
    }
  });
});

describe("zoneDayIn", () => {
  it("runs from the day's first moment to the next day's, 23 or 25 hours across daylight saving changes", () => {
    expect(zoneDayIn("America/New_York", at("2026-11-29T15:00:00Z"))).toEqual({
      day: "2026-11-29",
      from: Date.parse("2026-11-29T05:00:00Z"),
      to: Date.parse("2026-11-30T05:00:00Z"),
    });
    const spring = zoneDayIn("America/New_York", at("2026-03-08T12:00:00Z"));
    expect((spring.to - spring.from) / 3_600_000).toBe(23);
    const autumn = zoneDayIn("America/New_York", at("2026-11-01T12:00:00Z"));
    expect((autumn.to - autumn.from) / 3_600_000).toBe(25);
  });

  it("starts where a daylight saving jump skips midnight", () => {
    // Santiago moves its clocks forward at midnight: 2026-09-06 starts at 01:00 local, 04:00 UTC.
    expect(zoneDayIn("America/Santiago", at("2026-09-06T12:00:00Z")).from).toBe(Date.parse("2026-09-06T04:00:00Z"));
  });
});

it("reads the month of a day", () => {
  expect(calendarMonthOfDay("2027-01-31")).toEqual({ year: 2027, month: 1 });
});

describe("zone names", () => {
  it("accepts listed zones, UTC and other names of listed zones", () => {
    for (const zone of ["America/New_York", "Asia/Tokyo", "Pacific/Honolulu", "UTC", "Asia/Kolkata", "Asia/Calcutta"]) {
      expect(isKnownTimeZone(zone)).toBe(true);
    }
  });

  it("refuses made-up names, offsets and anything that is not a name", () => {
    for (const zone of ["", "Mars/Olympus_Mons", "+05:00", "EST5EDT;DROP", "America/New_York ", "x".repeat(65)]) {
      expect(isKnownTimeZone(zone)).toBe(false);
    }
  });

  it("falls back to the default for a zone never set or no longer known", () => {
    expect(effectiveTimeZone(null)).toBe(DEFAULT_TIME_ZONE);
    expect(effectiveTimeZone("Mars/Olympus_Mons")).toBe(DEFAULT_TIME_ZONE);
    expect(effectiveTimeZone("Europe/Paris")).toBe("Europe/Paris");
  });

  it("labels a zone with its offset at that instant", () => {
    expect(utcOffsetLabel("America/New_York", at("2026-01-15T12:00:00Z"))).toBe("UTC-05:00");
    expect(utcOffsetLabel("America/New_York", at("2026-07-15T12:00:00Z"))).toBe("UTC-04:00");
    expect(utcOffsetLabel("UTC", at("2026-07-15T12:00:00Z"))).toBe("UTC+00:00");
    expect(timeZoneLabel("Asia/Kathmandu", at("2026-07-15T12:00:00Z"))).toBe("Asia/Kathmandu (UTC+05:45)");
    expect(timeZoneLabel("America/Los_Angeles", at("2026-01-15T12:00:00Z"))).toBe("America/Los Angeles (UTC-08:00)");
  });

  it("refuses an unknown zone in Settings, and drops one from sign-up", () => {
    expect(ZUpdateTimeZone.safeParse({ timeZone: "Mars/Olympus_Mons" }).success).toBe(false);
    expect(ZUpdateTimeZone.parse({ timeZone: " Asia/Tokyo " })).toEqual({ timeZone: "Asia/Tokyo", ifUnset: false });
    expect(signUpTimeZoneField.parse("Mars/Olympus_Mons")).toBeUndefined();
    expect(signUpTimeZoneField.parse(42)).toBeUndefined();
    expect(signUpTimeZoneField.parse("Asia/Tokyo")).toBe("Asia/Tokyo");
  });
});

describe("the reminders' morning", () => {
  it("is the owner's day from the send hour on, and nothing before it", () => {
    // 2026-12-10T14:00Z: 06:00 in Los Angeles, 23:00 in Tokyo.
    expect(reminderDayIn("America/Los_Angeles", at("2026-12-10T14:00:00Z"))).toBeNull();
    expect(reminderDayIn("Asia/Tokyo", at("2026-12-10T14:00:00Z"))).toBe("2026-12-10");
    // Two hours later it is 08:00 in Los Angeles.
    expect(MORNING_SEND_HOUR).toBe(8);
    expect(reminderDayIn("America/Los_Angeles", at("2026-12-10T16:00:00Z"))).toBe("2026-12-10");
    // 23:00 UTC on the 9th is 08:00 on the 10th in Tokyo.
    expect(reminderDayIn("Asia/Tokyo", at("2026-12-09T23:00:00Z"))).toBe("2026-12-10");
    expect(reminderDayIn("Asia/Tokyo", at("2026-12-09T22:59:00Z"))).toBeNull();
  });
});
