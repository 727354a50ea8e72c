import {
  addMonthsToYearMonth,
  dateFromMonth,
  dayFromDate,
  dayNumber,
  localToday,
  localYearMonth,
  todayUtc,
} from "@/lib/dates";

// lib/dates.ts: calendar days as the wire carries them (their labels: tests/unit/format.test.ts).

it("reads today and a stored date as UTC calendar days", () => {
  const lateEvening = new Date("2026-11-24T23:30:00-08:00");
  expect(todayUtc(lateEvening)).toBe("2026-11-25");
  expect(dayFromDate(new Date("2026-11-25T00:00:00.000Z"))).toBe("2026-11-25");
});

it("reads the local calendar day and month where the code runs", () => {
  expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe("2025-01-05");
  expect(localYearMonth(new Date(2025, 0, 5, 23, 30))).toBe("2025-01");
});

it("counts days across leap days and years", () => {
  expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
  expect(dayNumber("2025-01-01") - dayNumber("2024-12-31")).toBe(1);
  // Years below 100 are real years, not 19xx.
  expect(dayNumber("0050-01-02") - dayNumber("0050-01-01")).toBe(1);
  expect(dayNumber("1950-01-01")).toBeLessThan(dayNumber("2000-01-01"));
  expect(dayNumber("0050-01-01")).toBeLessThan(dayNumber("1950-01-01"));
});

it("adds and subtracts months of a YYYY-MM across years", () => {
  expect(addMonthsToYearMonth("2025-01", -1)).toBe("2024-12");
  expect(addMonthsToYearMonth("2025-11", 3)).toBe("2026-02");
  expect(addMonthsToYearMonth("2025-06", 0)).toBe("2025-06");
});

it("stores a calendar month as its first day at UTC midnight", () => {
  expect(dateFromMonth({ year: 2025, month: 12 }).toISOString()).toBe("2025-12-01T00:00:00.000Z");
});
