import { GOAL_TYPES, GOAL_TYPE_IDS, goalProgressPercent, goalTypeLabel } from "@/lib/goals/types";
import { localToday } from "@/lib/dates";
import { earliestTodayAnywhere } from "@/lib/validations/dates";
import { ZAddToGoal, ZCreateGoal, ZCreateGoalForm } from "@/lib/validations/goals";

// The goal schemas shared by the create form and POST /api/goals, the type table and the
// progress rule (clamped at 100 %; docs/product-rules.md "Goals").

/** Field path -> message of a failed parse. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
}

const DAY_MS = 86_400_000;

describe("GOAL_TYPES", () => {
  it("offers the three spec types with their labels and default targets", () => {
    expect(GOAL_TYPE_IDS.map((id) => [id, GOAL_TYPES[id].label, GOAL_TYPES[id].defaultTarget])).toEqual([
      ["emergency_fund", "Emergency Fund", "10000"],
      ["savings", "Savings", "5000"],
      ["investment", "Investment", "25000"],
    ]);
    expect(goalTypeLabel("savings")).toBe("Savings");
    expect(goalTypeLabel("unknown_kind")).toBe("unknown_kind");
  });

  it("every default target passes the schema", () => {
    for (const id of GOAL_TYPE_IDS) {
      const parsed = ZCreateGoal.parse({ name: "Fund", goalType: id, targetAmount: GOAL_TYPES[id].defaultTarget });
      expect(parsed.targetAmount).toBe(`${GOAL_TYPES[id].defaultTarget}.00`);
    }
  });
});

describe("ZCreateGoal", () => {
  it("uses the spec's messages for the required fields", () => {
    expect(issues(ZCreateGoal.safeParse({}))).toEqual({
      name: "Goal name is required",
      goalType: "Goal type is required",
      targetAmount: "Target amount is required",
    });
    expect(issues(ZCreateGoal.safeParse({ name: "Fund", goalType: "", targetAmount: "  " }))).toEqual({
      goalType: "Goal type is required",
      targetAmount: "Target amount is required",
    });
  });

  it("normalises money to 2-decimal strings and defaults auto-save to 0.00", () => {
    expect(ZCreateGoal.parse({ name: "Fund", goalType: "savings", targetAmount: "$1,234.5" })).toEqual({
      name: "Fund",
      goalType: "savings",
      targetAmount: "1234.50",
      targetDate: undefined,
      autoSaveAmount: "0.00",
    });
    expect(
      ZCreateGoal.parse({
        name: "Fund",
        goalType: "investment",
        targetAmount: 25000,
        autoSaveAmount: 150.25,
        targetDate: null,
      }),
    ).toMatchObject({
      targetAmount: "25000.00",
      autoSaveAmount: "150.25",
      targetDate: undefined,
    });
  });

  it("strips fields outside the schema", () => {
    const parsed = ZCreateGoal.parse({
      name: "Fund",
      goalType: "savings",
      targetAmount: "10",
      currentAmount: "10",
      isCompleted: true,
      userId: "x",
    });
    expect(Object.keys(parsed).sort()).toEqual(["autoSaveAmount", "goalType", "name", "targetAmount"]);
  });

  it("refuses zero, negative, over-precise and huge targets", () => {
    for (const targetAmount of ["0", "-1", "1.001", "10000000.01", "ten"]) {
      expect(issues(ZCreateGoal.safeParse({ name: "Fund", goalType: "savings", targetAmount }))).toEqual({
        targetAmount: "Must be a positive number",
      });
    }
    expect(ZCreateGoal.parse({ name: "Fund", goalType: "savings", targetAmount: "10000000" }).targetAmount).toBe(
      "10000000.00",
    );
  });

  it("accepts a target date from today on, in the earliest time zone", () => {
    const now = new Date("2027-03-01T05:00:00Z"); // still Feb 28 in UTC-12
    expect(earliestTodayAnywhere(now)).toBe("2027-02-28");
    const earliestToday = earliestTodayAnywhere();
    expect(
      ZCreateGoal.parse({ name: "Fund", goalType: "savings", targetAmount: "1", targetDate: earliestToday }).targetDate,
    ).toBe(earliestToday);
    const yesterday = new Date(Date.now() - 12 * 3_600_000 - DAY_MS).toISOString().slice(0, 10);
    expect(
      issues(ZCreateGoal.safeParse({ name: "Fund", goalType: "savings", targetAmount: "1", targetDate: yesterday })),
    ).toEqual({
      targetDate: "Target date must be today or later",
    });
  });

  it("refuses malformed, impossible and far-off dates", () => {
    const parse = (targetDate: unknown) =>
      issues(ZCreateGoal.safeParse({ name: "Fund", goalType: "savings", targetAmount: "1", targetDate }));
    expect(parse("2030-3-1")).toEqual({ targetDate: "Use the format YYYY-MM-DD" });
    expect(parse(20300301)).toEqual({ targetDate: "Use the format YYYY-MM-DD" });
    expect(parse("2031-02-29")).toEqual({ targetDate: "Enter a real date" });
    const farYear = new Date().getUTCFullYear() + 101;
    // Past 2100 every date field stops first (lib/validations/dates.ts), before the 100-year rule.
    expect(parse(`${farYear}-01-01`)).toEqual({ targetDate: "Enter a date between 1900 and 2100" });
  });
});

describe("ZCreateGoalForm", () => {
  it("checks the target date against the browser's own calendar day", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05");
    const today = localToday();
    expect(
      ZCreateGoalForm.parse({ name: "Fund", goalType: "savings", targetAmount: "1", targetDate: today }).targetDate,
    ).toBe(today);
    const d = new Date();
    d.setDate(d.getDate() - 1);
    expect(
      issues(
        ZCreateGoalForm.safeParse({ name: "Fund", goalType: "savings", targetAmount: "1", targetDate: localToday(d) }),
      ),
    ).toEqual({
      targetDate: "Target date must be today or later",
    });
  });

  it("treats a blank date as no date", () => {
    expect(
      ZCreateGoalForm.parse({
        name: "Fund",
        goalType: "emergency_fund",
        targetAmount: "10000",
        targetDate: "",
        autoSaveAmount: "",
      }),
    ).toEqual({
      name: "Fund",
      goalType: "emergency_fund",
      targetAmount: "10000.00",
      targetDate: undefined,
      autoSaveAmount: "0.00",
    });
  });
});

describe("goal name", () => {
  const base = { goalType: "savings", targetAmount: "10" };
  it("is trimmed and 1-80 characters on one line", () => {
    expect(ZCreateGoal.parse({ ...base, name: "  New car  " }).name).toBe("New car");
    expect(ZCreateGoal.parse({ ...base, name: "x".repeat(80) }).name).toHaveLength(80);
    expect(issues(ZCreateGoal.safeParse({ ...base, name: "x".repeat(81) }))).toEqual({
      name: "Goal name must be 80 characters or fewer",
    });
    expect(issues(ZCreateGoal.safeParse({ ...base, name: "   " }))).toEqual({ name: "Goal name is required" });
    for (const name of ["New\ncar", "New\tcar", "New\u202Ecar"]) {
      expect(issues(ZCreateGoal.safeParse({ ...base, name }))).toEqual({
        name: "Goal name cannot contain line breaks or control characters",
      });
    }
  });

  it("has a default per type for the form and for goals made before names", () => {
    expect(GOAL_TYPE_IDS.map((id) => GOAL_TYPES[id].defaultName)).toEqual(["Emergency fund", "Savings", "Investment"]);
  });
});

describe("ZAddToGoal", () => {
  it("requires a positive amount with at most 2 decimals", () => {
    expect(ZAddToGoal.parse({ amount: "12.3", extra: true })).toEqual({ amount: "12.30" });
    expect(issues(ZAddToGoal.safeParse({}))).toEqual({ amount: "Amount is required" });
    expect(issues(ZAddToGoal.safeParse({ amount: "0" }))).toEqual({ amount: "Must be a positive number" });
    expect(issues(ZAddToGoal.safeParse({ amount: "1.234" }))).toEqual({ amount: "Must be a positive number" });
  });
});

describe("goalProgressPercent", () => {
  it("is the whole percent saved, rounded down and clamped to 0..100", () => {
    expect(goalProgressPercent(0, 1_000_000)).toBe(0);
    expect(goalProgressPercent(250_000, 1_000_000)).toBe(25);
    expect(goalProgressPercent(10, 30)).toBe(33);
    expect(goalProgressPercent(999_999, 1_000_000)).toBe(99);
    expect(goalProgressPercent(1_000_000, 1_000_000)).toBe(100);
    expect(goalProgressPercent(5_000_000, 1_000_000)).toBe(100);
    expect(goalProgressPercent(-5, 100)).toBe(0);
  });
});
