import { AUTO_SAVE_MONTHS_SHOWN, autoSaveMonths, goalPace, hasAutoSaveReminder } from "@/lib/goals/rules";

// The goal card's pace and auto-save months (docs/product-rules.md "Goals"), as pure rules.

describe("goalPace", () => {
  const base = { targetCents: 120_000, createdDay: "2030-01-01", targetDay: "2030-07-20" as string | null };

  it("is on track when saved >= target x elapsed share of the span, behind below it", () => {
    // 200 days from Jan 1 to Jul 20; on Apr 11 (100 days) the line is at $600.
    expect(goalPace({ ...base, currentCents: 60_000, today: "2030-04-11" })).toEqual({
      status: "on_track",
      expectedCents: 60_000,
      monthlyNeededCents: null,
      targetDatePassed: false,
    });
    expect(goalPace({ ...base, currentCents: 59_999, today: "2030-04-11" })).toEqual({
      status: "behind",
      expectedCents: 60_000,
      // $600.01 left over 100 days (3.285 months).
      monthlyNeededCents: Math.ceil(60_001 / (100 / (365.25 / 12))),
      targetDatePassed: false,
    });
  });

  it("is on track on the day of creation with nothing saved", () => {
    expect(goalPace({ ...base, currentCents: 0, today: "2030-01-01" })).toMatchObject({
      status: "on_track",
      expectedCents: 0,
    });
  });

  it("asks for the whole remainder with less than a month left or the date passed", () => {
    expect(goalPace({ ...base, currentCents: 100_000, today: "2030-07-10" })).toMatchObject({
      status: "behind",
      monthlyNeededCents: 20_000,
      targetDatePassed: false,
    });
    expect(goalPace({ ...base, currentCents: 100_000, today: "2030-08-01" })).toMatchObject({
      status: "behind",
      expectedCents: 120_000,
      monthlyNeededCents: 20_000,
      targetDatePassed: true,
    });
  });

  it("has no pace without a target date or once the target is reached", () => {
    expect(goalPace({ ...base, targetDay: null, currentCents: 0, today: "2030-04-11" })).toBeNull();
    expect(goalPace({ ...base, currentCents: 120_000, today: "2030-04-11" })).toBeNull();
  });
});

describe("autoSaveMonths", () => {
  it("lists months from creation to now, newest first, met when the month's saving reaches the amount", () => {
    const savedByMonth = new Map([
      ["2030-03", 10_000],
      ["2030-02", 9_999],
    ]);
    expect(
      autoSaveMonths({ autoSaveCents: 10_000, createdDay: "2030-01-15", today: "2030-03-02", savedByMonth }),
    ).toEqual([
      { month: "2030-03", savedCents: 10_000, met: true, current: true },
      { month: "2030-02", savedCents: 9_999, met: false, current: false },
      { month: "2030-01", savedCents: 0, met: false, current: false },
    ]);
  });

  it("shows at most the last few months, across a year end, and nothing without an amount", () => {
    const months = autoSaveMonths({
      autoSaveCents: 1,
      createdDay: "2028-05-01",
      today: "2030-02-10",
      savedByMonth: new Map(),
    });
    expect(months).toHaveLength(AUTO_SAVE_MONTHS_SHOWN);
    expect(months.map((m) => m.month).slice(0, 3)).toEqual(["2030-02", "2030-01", "2029-12"]);
    expect(
      autoSaveMonths({ autoSaveCents: 0, createdDay: "2030-01-01", today: "2030-02-01", savedByMonth: new Map() }),
    ).toEqual([]);
  });
});

describe("hasAutoSaveReminder", () => {
  const goal = { autoSaveCents: 15_000, currentCents: 0, targetCents: 300_000, isCompleted: false };

  it("is true for an unreached goal with an amount", () => {
    expect(hasAutoSaveReminder(goal)).toBe(true);
    expect(hasAutoSaveReminder({ ...goal, currentCents: 299_999 })).toBe(true);
  });

  it("is false without an amount, once the target is reached, or once marked completed", () => {
    expect(hasAutoSaveReminder({ ...goal, autoSaveCents: 0 })).toBe(false);
    expect(hasAutoSaveReminder({ ...goal, currentCents: 300_000 })).toBe(false);
    expect(hasAutoSaveReminder({ ...goal, isCompleted: true })).toBe(false);
  });
});
