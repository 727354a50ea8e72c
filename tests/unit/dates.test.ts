import { dayFromDate, formatDay, monthLabel, monthsLabel, todayUtc } from "@/lib/dates";

// lib/dates.ts: calendar days as the wire carries them, and their display labels.

it("formats a calendar day in UTC, the same wherever the code runs", () => {
  expect(formatDay("2026-03-01")).toBe("Mar 1, 2026");
  // The formatter is made on first use and kept: a second call gives the same answer.
  expect(formatDay("2026-12-31")).toBe("Dec 31, 2026");
});

it("labels months and counts", () => {
  expect(monthLabel("2027-06")).toBe("June 2027");
  expect(monthLabel("2027-06-15", "short")).toBe("Jun 2027");
  expect(monthLabel(null)).toBe("—");
  expect(monthLabel("soon")).toBe("soon");
  expect(monthsLabel(1)).toBe("1 month");
  expect(monthsLabel(17)).toBe("17 months");
});

it("reads today and a stored date as UTC calendar days", () => {
  const lateEvening = new Date("2026-11-24T23:30:00-08:00");
  expect(todayUtc(lateEvening)).toBe("2026-11-25");
  expect(dayFromDate(new Date("2026-11-25T00:00:00.000Z"))).toBe("2026-11-25");
});
