import {
  activityKindFor,
  daysLeft,
  endDateFor,
  featureNeededFor,
  isComplete,
  isRunning,
  measureOf,
  progressPercent,
  type ChallengeShape,
} from "@/lib/challenges/rules";
import { challengeTypeLabel, publicName, rankTone } from "@/lib/challenges/types";

// The pure challenge rules (docs/product-rules.md "Challenges") and the display helpers shared with the screen.

const DAY = 86_400_000;
const START = new Date("2026-03-01T12:00:00.000Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);

const SAVE_1000: ChallengeShape = { challengeType: "savings", targetCents: 100_000, duration: 30 };
const DEBT_FREE_MONTH: ChallengeShape = { challengeType: "debt_reduction", targetCents: null, duration: 30 };
const NO_SPEND_WEEK: ChallengeShape = { challengeType: "spending", targetCents: null, duration: 7 };

const window = (c: ChallengeShape) => ({ startDate: START, endDate: endDateFor(START, c.duration) });

describe("measureOf and activityKindFor", () => {
  it("measures a money target in money, spending in days, and other target-less challenges by duration", () => {
    expect(measureOf(SAVE_1000)).toBe("money");
    expect(measureOf(NO_SPEND_WEEK)).toBe("days");
    expect(measureOf(DEBT_FREE_MONTH)).toBe("duration");
    // A target wins over the type: a spending challenge with a money target is measured in money.
    expect(measureOf({ ...NO_SPEND_WEEK, targetCents: 5_000 })).toBe("money");
  });

  it("maps each type to the activity that moves it", () => {
    expect(activityKindFor("savings")).toBe("savings");
    expect(activityKindFor("debt_reduction")).toBe("debt_payment");
    expect(activityKindFor("spending")).toBe("check_in");
    expect(activityKindFor("something_else")).toBeNull();
  });
});

describe("endDateFor and daysLeft", () => {
  it("ends duration whole days after the start", () => {
    expect(endDateFor(START, 7).toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(endDateFor(START, 30).toISOString()).toBe("2026-03-31T12:00:00.000Z");
  });

  it("rounds partial days up", () => {
    const end = endDateFor(START, 7);
    expect(daysLeft(end, START)).toBe(7);
    expect(daysLeft(end, new Date(START.getTime() + 1))).toBe(7); // 6.99999 days -> 7
    expect(daysLeft(end, new Date(end.getTime() - 60_000))).toBe(1); // one minute left -> 1 day
    expect(daysLeft(end, at(6.5))).toBe(1);
  });

  it("is 0 at the end and never below 0 afterwards", () => {
    const end = endDateFor(START, 7);
    expect(daysLeft(end, end)).toBe(0);
    expect(daysLeft(end, at(8))).toBe(0);
    expect(daysLeft(end, at(400))).toBe(0);
  });
});

describe("progressPercent", () => {
  it("is progress over target for money, rounded down and clamped to 0..100", () => {
    const w = window(SAVE_1000);
    expect(progressPercent(SAVE_1000, { ...w, progress: 0 }, START)).toBe(0);
    expect(progressPercent(SAVE_1000, { ...w, progress: 34_000 }, START)).toBe(34);
    expect(progressPercent(SAVE_1000, { ...w, progress: 99_960 }, START)).toBe(99); // 99.96 % is not done
    expect(progressPercent(SAVE_1000, { ...w, progress: 100_000 }, START)).toBe(100);
    expect(progressPercent(SAVE_1000, { ...w, progress: 250_000 }, START)).toBe(100);
    expect(progressPercent(SAVE_1000, { ...w, progress: -500 }, START)).toBe(0);
  });

  it("is checked-in days over the duration for days", () => {
    const w = window(NO_SPEND_WEEK);
    expect(progressPercent(NO_SPEND_WEEK, { ...w, progress: 0 }, START)).toBe(0);
    expect(progressPercent(NO_SPEND_WEEK, { ...w, progress: 1 }, START)).toBe(14);
    expect(progressPercent(NO_SPEND_WEEK, { ...w, progress: 3 }, START)).toBe(42);
    expect(progressPercent(NO_SPEND_WEEK, { ...w, progress: 7 }, START)).toBe(100);
    expect(progressPercent(NO_SPEND_WEEK, { ...w, progress: 9 }, START)).toBe(100);
  });

  it("is the share of the window gone by for duration, but only once something was paid", () => {
    const w = window(DEBT_FREE_MONTH);
    expect(progressPercent(DEBT_FREE_MONTH, { ...w, progress: 0 }, at(15))).toBe(0);
    expect(progressPercent(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, START)).toBe(0);
    expect(progressPercent(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, at(15))).toBe(50);
    expect(progressPercent(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, at(29.9))).toBe(99);
    expect(progressPercent(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, at(45))).toBe(100);
    // Before the window starts the share is negative: clamped to 0.
    expect(progressPercent(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, at(-3))).toBe(0);
  });

  it("never answers NaN for a degenerate window", () => {
    expect(progressPercent(DEBT_FREE_MONTH, { startDate: START, endDate: START, progress: 100 }, START)).toBe(0);
  });
});

describe("isComplete", () => {
  it("completes money at the target, not a cent before", () => {
    const w = window(SAVE_1000);
    expect(isComplete(SAVE_1000, { ...w, progress: 99_999 }, START)).toBe(false);
    expect(isComplete(SAVE_1000, { ...w, progress: 100_000 }, START)).toBe(true);
    expect(isComplete(SAVE_1000, { ...w, progress: 120_000 }, START)).toBe(true);
  });

  it("completes days when every day of the challenge is checked in", () => {
    const w = window(NO_SPEND_WEEK);
    expect(isComplete(NO_SPEND_WEEK, { ...w, progress: 6 }, at(6))).toBe(false);
    expect(isComplete(NO_SPEND_WEEK, { ...w, progress: 7 }, at(6))).toBe(true);
    // Time alone never completes a days challenge.
    expect(isComplete(NO_SPEND_WEEK, { ...w, progress: 3 }, at(30))).toBe(false);
  });

  it("completes duration at the end date when a payment was logged in it", () => {
    const w = window(DEBT_FREE_MONTH);
    expect(isComplete(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, at(29))).toBe(false);
    expect(isComplete(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, w.endDate)).toBe(true);
    expect(isComplete(DEBT_FREE_MONTH, { ...w, progress: 25_000 }, at(31))).toBe(true);
    expect(isComplete(DEBT_FREE_MONTH, { ...w, progress: 0 }, at(31))).toBe(false);
  });
});

describe("isRunning", () => {
  it("counts activity from the start up to and including the end", () => {
    const w = window(NO_SPEND_WEEK);
    expect(isRunning(w, new Date(START.getTime() - 1))).toBe(false);
    expect(isRunning(w, START)).toBe(true);
    expect(isRunning(w, w.endDate)).toBe(true);
    expect(isRunning(w, new Date(w.endDate.getTime() + 1))).toBe(false);
  });
});

describe("display helpers", () => {
  it("shows a first name and only the initial of the last name", () => {
    expect(publicName("Grace", "Hopper")).toEqual({ firstName: "Grace", lastName: "H." });
    expect(publicName("  Ada ", " lovelace")).toEqual({ firstName: "Ada", lastName: "L." });
    expect(publicName("Ada", null)).toEqual({ firstName: "Ada", lastName: "" });
    expect(publicName("", "Hopper")).toEqual({ firstName: "Anonymous", lastName: "H." });
    expect(publicName(null, undefined)).toEqual({ firstName: "Anonymous", lastName: "" });
    expect(publicName("   ", "  ")).toEqual({ firstName: "Anonymous", lastName: "" });
    expect(publicName("Zoë", "Ørsted")).toEqual({ firstName: "Zoë", lastName: "Ø." });
    expect(publicName("Sam", "𝒜dams")).toEqual({ firstName: "Sam", lastName: "𝒜." });
  });

  it("colours ranks 1, 2, 3 yellow, gray, orange and the rest blue", () => {
    expect([1, 2, 3, 4, 5, 50, 51].map(rankTone)).toEqual(["yellow", "gray", "orange", "blue", "blue", "blue", "blue"]);
  });

  it("shows types with underscores as spaces", () => {
    expect(challengeTypeLabel("debt_reduction")).toBe("debt reduction");
    expect(challengeTypeLabel("savings")).toBe("savings");
  });
});

describe("featureNeededFor", () => {
  it("savings challenges need goal setting (they move with goal contributions); the others need nothing", () => {
    expect(featureNeededFor("savings")).toBe("goalsAnalytics");
    expect(featureNeededFor("debt_reduction")).toBeNull();
    expect(featureNeededFor("spending")).toBeNull();
    expect(featureNeededFor("something_else")).toBeNull();
  });
});
