import { addDays, daysInMonth } from "@/lib/dates";
import {
  MISSED_WINDOW_DAYS,
  dueDateIn,
  dueReminders,
  latestDueDateBefore,
  nextDueDate,
  previousDueDate,
  type ScheduleInput,
} from "@/lib/reminders/schedule";
import { ordinalDay } from "@/lib/reminders/types";

// The reminder rules (lib/reminders/schedule.ts): due dates with month-end clamping, the due-soon window, the
// missed window, and which payments count for which due date.

function run(input: Partial<ScheduleInput> & Pick<ScheduleInput, "today" | "dueDay">) {
  return dueReminders({ daysBefore: 3, paymentDates: [], ...input });
}

describe("due dates", () => {
  it("knows month lengths, leap years included", () => {
    expect(daysInMonth("2026-01")).toBe(31);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2000-02")).toBe(29); // divisible by 400
    expect(daysInMonth("2100-02")).toBe(28); // divisible by 100, not 400
    expect(daysInMonth("2026-04")).toBe(30);
    expect(daysInMonth("2026-12")).toBe(31);
  });

  it("clamps due days 29-31 to the month's last day, and goes back to the day the next month", () => {
    expect(dueDateIn("2026-02", 31)).toBe("2026-02-28");
    expect(dueDateIn("2024-02", 31)).toBe("2024-02-29");
    expect(dueDateIn("2024-02", 29)).toBe("2024-02-29");
    expect(dueDateIn("2026-02", 29)).toBe("2026-02-28");
    expect(dueDateIn("2026-04", 31)).toBe("2026-04-30");
    expect(dueDateIn("2026-03", 31)).toBe("2026-03-31");
    expect(dueDateIn("2026-03", 1)).toBe("2026-03-01");
    expect(nextDueDate("2026-03-01", 31)).toBe("2026-03-31");
  });

  it("finds the next due date on or after a day, across month and year ends", () => {
    expect(nextDueDate("2026-06-15", 15)).toBe("2026-06-15");
    expect(nextDueDate("2026-06-16", 15)).toBe("2026-07-15");
    expect(nextDueDate("2026-12-20", 5)).toBe("2027-01-05");
    expect(nextDueDate("2026-02-28", 30)).toBe("2026-02-28");
    expect(nextDueDate("2024-02-28", 30)).toBe("2024-02-29");
    expect(nextDueDate("2026-01-31", 31)).toBe("2026-01-31");
  });

  it("finds the latest due date strictly before a day and the one before a due date", () => {
    expect(latestDueDateBefore("2026-06-15", 15)).toBe("2026-05-15");
    expect(latestDueDateBefore("2026-06-16", 15)).toBe("2026-06-15");
    expect(latestDueDateBefore("2027-01-03", 31)).toBe("2026-12-31");
    expect(latestDueDateBefore("2026-03-02", 31)).toBe("2026-02-28");
    expect(previousDueDate("2026-03-31", 31)).toBe("2026-02-28");
    expect(previousDueDate("2024-03-30", 30)).toBe("2024-02-29");
    expect(previousDueDate("2026-01-10", 10)).toBe("2025-12-10");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("spells due days as ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28, 31].map(ordinalDay)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "28th",
      "31st",
    ]);
  });
});

describe("due_soon", () => {
  it("is due from daysBefore days ahead through the due date itself, not earlier", () => {
    expect(run({ today: "2026-06-11", dueDay: 15 })).toEqual([]);
    expect(run({ today: "2026-06-12", dueDay: 15 })).toEqual([
      { kind: "due_soon", dueDate: "2026-06-15", daysUntil: 3 },
    ]);
    expect(run({ today: "2026-06-13", dueDay: 15 })).toEqual([
      { kind: "due_soon", dueDate: "2026-06-15", daysUntil: 2 },
    ]);
    expect(run({ today: "2026-06-15", dueDay: 15 })).toEqual([
      { kind: "due_soon", dueDate: "2026-06-15", daysUntil: 0 },
    ]);
  });

  it("follows the user's daysBefore", () => {
    expect(run({ today: "2026-06-08", dueDay: 15, daysBefore: 7 })).toEqual([
      { kind: "due_soon", dueDate: "2026-06-15", daysUntil: 7 },
    ]);
    expect(run({ today: "2026-06-13", dueDay: 15, daysBefore: 1 })).toEqual([]);
    expect(run({ today: "2026-06-14", dueDay: 15, daysBefore: 1 })).toEqual([
      { kind: "due_soon", dueDate: "2026-06-15", daysUntil: 1 },
    ]);
  });

  it("crosses into the next month and year", () => {
    expect(run({ today: "2026-06-29", dueDay: 1 })).toEqual([
      { kind: "due_soon", dueDate: "2026-07-01", daysUntil: 2 },
    ]);
    expect(run({ today: "2026-12-30", dueDay: 2 })).toEqual([
      { kind: "due_soon", dueDate: "2027-01-02", daysUntil: 3 },
    ]);
  });

  it("uses the clamped month end: due day 31 is due on Feb 28, or Feb 29 in a leap year", () => {
    expect(run({ today: "2026-02-25", dueDay: 31 })).toEqual([
      { kind: "due_soon", dueDate: "2026-02-28", daysUntil: 3 },
    ]);
    expect(run({ today: "2026-02-25", dueDay: 30, daysBefore: 2 })).toEqual([]);
    expect(run({ today: "2024-02-26", dueDay: 31 })).toEqual([
      { kind: "due_soon", dueDate: "2024-02-29", daysUntil: 3 },
    ]);
    expect(run({ today: "2024-02-29", dueDay: 30 })).toEqual([
      { kind: "due_soon", dueDate: "2024-02-29", daysUntil: 0 },
    ]);
    expect(run({ today: "2026-04-28", dueDay: 31 })).toEqual([
      { kind: "due_soon", dueDate: "2026-04-30", daysUntil: 2 },
    ]);
  });

  it("is not due once a payment for this cycle is logged (after the previous due date)", () => {
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-05-20"] })).toEqual([]);
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-06-01"] })).toEqual([]);
    // A payment dated ahead of today (allowed for time zones ahead of UTC) counts too.
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-06-14"] })).toEqual([]);
  });

  it("is due when the only payments belong to earlier cycles", () => {
    const due = [{ kind: "due_soon", dueDate: "2026-06-15", daysUntil: 2 }];
    // Paid on the previous due date itself: that paid May, not June.
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-05-15", "2026-04-10"] })).toEqual(due);
  });

  it("does not let last month's late payment silence this month's reminder", () => {
    const due = [{ kind: "due_soon", dueDate: "2026-06-15", daysUntil: 2 }];
    // May 15 was not paid on time; May 17 is its late payment, so June is still unpaid.
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-05-17"] })).toEqual(due);
    // Two payments after May 15: the first pays May late, the second pays June.
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-05-17", "2026-05-17"] })).toEqual([]);
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-06-01", "2026-05-17"] })).toEqual([]);
    // May was paid on time, so a payment shortly after May 15 is an early payment for June.
    expect(run({ today: "2026-06-13", dueDay: 15, paymentDates: ["2026-05-10", "2026-05-17"] })).toEqual([]);
    // Beyond the late window a payment is for the next due date again.
    expect(
      run({ today: "2026-06-13", dueDay: 15, paymentDates: [addDays("2026-05-15", MISSED_WINDOW_DAYS + 1)] }),
    ).toEqual([]);
  });
});

describe("missed", () => {
  it("is due 1 to 3 days after an unpaid due date, then no longer", () => {
    expect(run({ today: "2026-06-15", dueDay: 15, daysBefore: 0 })).toEqual([
      { kind: "due_soon", dueDate: "2026-06-15", daysUntil: 0 },
    ]);
    expect(run({ today: "2026-06-16", dueDay: 15 })).toEqual([{ kind: "missed", dueDate: "2026-06-15", daysLate: 1 }]);
    expect(run({ today: "2026-06-18", dueDay: 15 })).toEqual([{ kind: "missed", dueDate: "2026-06-15", daysLate: 3 }]);
    expect(run({ today: "2026-06-19", dueDay: 15 })).toEqual([]);
  });

  it("is not due when the cycle was paid on time, or late", () => {
    expect(run({ today: "2026-06-17", dueDay: 15, paymentDates: ["2026-06-15"] })).toEqual([]);
    expect(run({ today: "2026-06-17", dueDay: 15, paymentDates: ["2026-05-16"] })).toEqual([]);
    expect(run({ today: "2026-06-17", dueDay: 15, paymentDates: ["2026-06-16"] })).toEqual([]);
  });

  it("counts only payments after the previous due date", () => {
    expect(run({ today: "2026-06-17", dueDay: 15, paymentDates: ["2026-05-15", "2026-03-01"] })).toEqual([
      { kind: "missed", dueDate: "2026-06-15", daysLate: 2 },
    ]);
  });

  it("handles month ends and leap days", () => {
    expect(run({ today: "2026-03-01", dueDay: 31 })).toEqual([{ kind: "missed", dueDate: "2026-02-28", daysLate: 1 }]);
    expect(run({ today: "2024-03-01", dueDay: 31 })).toEqual([{ kind: "missed", dueDate: "2024-02-29", daysLate: 1 }]);
    expect(run({ today: "2024-03-03", dueDay: 29 })).toEqual([{ kind: "missed", dueDate: "2024-02-29", daysLate: 3 }]);
    expect(run({ today: "2027-01-02", dueDay: 31 })).toEqual([{ kind: "missed", dueDate: "2026-12-31", daysLate: 2 }]);
    // The cycle of Mar 31 starts after Feb 28 (clamped), so a payment on Mar 1 pays it.
    expect(run({ today: "2026-04-01", dueDay: 31, paymentDates: ["2026-03-01"] })).toEqual([]);
    expect(run({ today: "2026-04-01", dueDay: 31, paymentDates: ["2026-02-28"] })).toEqual([
      { kind: "missed", dueDate: "2026-03-31", daysLate: 1 },
    ]);
  });

  it("is not due for a debt added after the due date had passed", () => {
    expect(run({ today: "2026-06-17", dueDay: 15, trackedSince: "2026-06-16" })).toEqual([]);
    expect(run({ today: "2026-06-17", dueDay: 15, trackedSince: "2026-06-15" })).toEqual([
      { kind: "missed", dueDate: "2026-06-15", daysLate: 2 },
    ]);
  });
});

describe("at most one reminder per day", () => {
  it("never has both windows open for any due day, any daysBefore up to 7, on any day of a leap year", () => {
    const both: string[] = [];
    for (let dueDay = 1; dueDay <= 31; dueDay++) {
      for (let offset = 0; offset < 366; offset++) {
        const today = addDays("2024-01-01", offset);
        if (run({ today, dueDay, daysBefore: 7 }).length > 1) both.push(`${today} day ${dueDay}`);
      }
    }
    expect(both).toEqual([]);
  });

  it("sends due_soon and missed once each per unpaid month when run every day", () => {
    const sent: string[] = [];
    for (let offset = 0; offset < 365; offset++) {
      for (const r of run({ today: addDays("2026-01-01", offset), dueDay: 31 })) sent.push(`${r.kind}:${r.dueDate}`);
    }
    const unique = [...new Set(sent)];
    expect(unique.filter((k) => k.startsWith("due_soon:"))).toHaveLength(12);
    // Jan 1's run also sees Dec 31, 2025 (missed, 1 day late); Dec 31, 2026 is still ahead of the window.
    expect(unique.filter((k) => k.startsWith("missed:"))).toHaveLength(12);
    expect(unique).toContain("due_soon:2026-02-28");
    expect(unique).toContain("missed:2026-04-30");
    expect(unique).toContain("missed:2025-12-31");
  });
});

describe("input checks", () => {
  it("rejects impossible inputs loudly", () => {
    expect(() => run({ today: "2026-6-1", dueDay: 1 })).toThrow(RangeError);
    expect(() => run({ today: "2026-06-01", dueDay: 0 })).toThrow(RangeError);
    expect(() => run({ today: "2026-06-01", dueDay: 32 })).toThrow(RangeError);
    expect(() => run({ today: "2026-06-01", dueDay: 1.5 })).toThrow(RangeError);
    expect(() => run({ today: "2026-06-01", dueDay: 1, daysBefore: -1 })).toThrow(RangeError);
  });
});
