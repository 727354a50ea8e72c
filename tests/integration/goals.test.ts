import { todayAt14Utc } from "@/tests/support/clock";
import { DELETE as deleteGoalRoute, PATCH as addToGoalRoute } from "@/app/api/goals/[id]/route";
import { GET as listGoalsRoute, POST as createGoalRoute } from "@/app/api/goals/route";
import { db } from "@/lib/db";
import { GOAL_COMPLETED_XP } from "@/lib/gamification/rules";
import { GOAL_NAME_MAX, type GoalDto } from "@/lib/goals/types";
import { RENAME_ALONE_MESSAGE } from "@/lib/validations/goals";
import { runGoalReminders } from "@/lib/reminders/scheduler";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day, month } from "@/tests/support/calendar";

// Financial goals (docs/product-rules.md "Goals") through the real handlers, wrapper and PostgreSQL:
// listing, creating with the plan gate and the 50-goal limit, adding money (completion reward once, the savings
// challenge moving by itself), deleting, and owner scoping.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const DAY_MS = 86_400_000;

const signUpAs = (plan: "free" | "basic" | "pro" = "basic") => signUp({ plan, prefix: "goals", firstName: "Gina" });

const list = (jar?: CookieJar) => callRoute(listGoalsRoute, { path: "/api/goals", jar });
const create = (jar: CookieJar | undefined, json: unknown) =>
  callRoute(createGoalRoute, { path: "/api/goals", json, jar });
const addMoney = (jar: CookieJar | undefined, id: string, json: unknown) =>
  callRoute(addToGoalRoute, { method: "PATCH", path: `/api/goals/${id}`, json, jar, params: { id } });
const remove = (jar: CookieJar | undefined, id: string) =>
  callRoute(deleteGoalRoute, { method: "DELETE", path: `/api/goals/${id}`, jar, params: { id } });

async function createGoal(jar: CookieJar, json: Record<string, unknown> = {}): Promise<GoalDto> {
  const res = await create(jar, { name: "Rainy day", goalType: "emergency_fund", targetAmount: "1000", ...json });
  expect(res.status).toBe(201);
  return (await res.json()) as GoalDto;
}

async function goalRow(id: string) {
  return db.goal.findUnique({ where: { id } });
}

describe("GET /api/goals", () => {
  it("answers 401 when signed out", async () => {
    const res = await list();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
  });

  it("starts empty", async () => {
    const { jar } = await signUpAs("free");
    const res = await list(jar);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("lists the user's goals newest first, also after a downgrade to Free", async () => {
    const { jar, userId } = await signUpAs("basic");
    const first = await createGoal(jar, { goalType: "savings", targetAmount: "5000" });
    const second = await createGoal(jar, { goalType: "investment", targetAmount: "25000" });

    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "free" } });
    const res = await list(jar);
    expect(res.status).toBe(200);
    const goals = (await res.json()) as GoalDto[];
    expect(goals.map((g) => g.id)).toEqual([second.id, first.id]);
  });
});

describe("POST /api/goals", () => {
  it("creates a goal and answers 201 with the wire shape", async () => {
    const { jar, userId } = await signUpAs("basic");
    const targetDate = day(200);
    const res = await create(jar, {
      name: "  Rainy day  ",
      goalType: "emergency_fund",
      targetAmount: "10,000.5",
      targetDate,
      autoSaveAmount: 250,
    });
    expect(res.status).toBe(201);
    const goal = (await res.json()) as GoalDto;
    expect(goal).toEqual({
      id: expect.any(String),
      name: "Rainy day",
      goalType: "emergency_fund",
      targetAmount: "10000.50",
      currentAmount: "0.00",
      targetDate,
      autoSaveAmount: "250.00",
      // Unverified address: no reminder goes out yet (see "reminderChannels" below).
      reminderChannels: [],
      autoSaveMonths: [{ month: day().slice(0, 7), saved: "0.00", met: false, current: true }],
      pace: { status: "on_track", expectedAmount: "0.00", monthlyNeeded: null, targetDatePassed: false },
      isCompleted: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      progressPercent: 0,
    });
    const row = await goalRow(goal.id);
    expect(row?.userId).toBe(userId);
    expect(row?.targetDate?.toISOString().slice(0, 10)).toBe(targetDate);

    const listed = (await (await list(jar)).json()) as GoalDto[];
    expect(listed).toEqual([goal]);
  });

  it("defaults the auto-save amount to 0.00 and the target date to none (Pro too)", async () => {
    const { jar } = await signUpAs("pro");
    const goal = await createGoal(jar, { goalType: "savings", targetAmount: 5000 });
    expect(goal).toMatchObject({
      goalType: "savings",
      targetAmount: "5000.00",
      autoSaveAmount: "0.00",
      targetDate: null,
    });

    const blank = await createGoal(jar, {
      goalType: "investment",
      targetAmount: "25000",
      targetDate: "",
      autoSaveAmount: "",
    });
    expect(blank).toMatchObject({ autoSaveAmount: "0.00", targetDate: null });
  });

  it("answers 400 with the spec's messages for a missing name, goal type and target amount", async () => {
    const { jar, userId } = await signUpAs("basic");
    const res = await create(jar, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "bad_request",
        message:
          "name: Goal name is required; goalType: Goal type is required; targetAmount: Target amount is required",
        issues: [
          { path: "name", message: "Goal name is required" },
          { path: "goalType", message: "Goal type is required" },
          { path: "targetAmount", message: "Target amount is required" },
        ],
      },
    });
    expect(await db.goal.count({ where: { userId } })).toBe(0);
  });

  it.each([
    [
      "an unknown goal type",
      { goalType: "retirement", targetAmount: "100" },
      "goalType",
      "Choose Emergency Fund, Savings or Investment",
    ],
    ["a zero target", { goalType: "savings", targetAmount: "0" }, "targetAmount", "Must be a positive number"],
    ["a negative target", { goalType: "savings", targetAmount: "-5" }, "targetAmount", "Must be a positive number"],
    [
      "a target with 3 decimals",
      { goalType: "savings", targetAmount: "10.005" },
      "targetAmount",
      "Must be a positive number",
    ],
    [
      "a target above $10,000,000",
      { goalType: "savings", targetAmount: "10000001" },
      "targetAmount",
      "Must be a positive number",
    ],
    [
      "a negative auto-save",
      { goalType: "savings", targetAmount: "100", autoSaveAmount: "-1" },
      "autoSaveAmount",
      "Must be a positive number or zero",
    ],
    [
      "a target date in the past",
      { goalType: "savings", targetAmount: "100", targetDate: day(-3) },
      "targetDate",
      "Target date must be today or later",
    ],
    [
      "a date that does not exist",
      { goalType: "savings", targetAmount: "100", targetDate: "2030-02-30" },
      "targetDate",
      "Enter a real date",
    ],
    [
      "a US-style date",
      { goalType: "savings", targetAmount: "100", targetDate: "03/01/2030" },
      "targetDate",
      "Use the format YYYY-MM-DD",
    ],
    ["a blank name", { name: "   ", goalType: "savings", targetAmount: "100" }, "name", "Goal name is required"],
    [
      "a name of 81 characters",
      { name: "x".repeat(81), goalType: "savings", targetAmount: "100" },
      "name",
      "Goal name must be 80 characters or fewer",
    ],
    [
      "a name on two lines",
      { name: "Rainy\nday", goalType: "savings", targetAmount: "100" },
      "name",
      "Goal name cannot contain line breaks or control characters",
    ],
    [
      "a name that is not text",
      { name: 42, goalType: "savings", targetAmount: "100" },
      "name",
      "Goal name is required",
    ],
  ])("answers 400 for %s", async (_label, json, path, message) => {
    const { jar } = await signUpAs("basic");
    const res = await create(jar, { name: "Rainy day", ...json });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.issues).toEqual([{ path, message }]);
  });

  it("accepts today as the target date", async () => {
    const { jar } = await signUpAs("basic");
    const goal = await createGoal(jar, { targetDate: day(0) });
    expect(goal.targetDate).toBe(day(0));
  });

  it("answers 403 plan_limit on the Free plan and writes nothing", async () => {
    const { jar, userId } = await signUpAs("free");
    const res = await create(jar, { name: "Rainy day", goalType: "emergency_fund", targetAmount: "10000" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "plan_limit",
        message:
          "Progress analytics and goal setting are included in the Basic and Pro plans. Upgrade to Basic to use them.",
      },
    });
    expect(await db.goal.count({ where: { userId } })).toBe(0);
  });

  it("answers 401 when signed out", async () => {
    const res = await create(undefined, { goalType: "savings", targetAmount: "100" });
    expect(res.status).toBe(401);
  });

  it("ignores fields outside the schema (currentAmount, isCompleted, userId, id)", async () => {
    const { jar, userId } = await signUpAs("basic");
    const other = await signUpAs("basic");
    const res = await create(jar, {
      name: "Rainy day",
      goalType: "savings",
      targetAmount: "500",
      currentAmount: "500",
      isCompleted: true,
      progressPercent: 100,
      userId: other.userId,
      id: "chosen-id",
    });
    expect(res.status).toBe(201);
    const goal = (await res.json()) as GoalDto;
    expect(goal).toMatchObject({ currentAmount: "0.00", isCompleted: false, progressPercent: 0 });
    expect(goal.id).not.toBe("chosen-id");
    const row = await goalRow(goal.id);
    expect(row).toMatchObject({ userId, isCompleted: false, completedAt: null });
    expect(await db.goal.count({ where: { userId: other.userId } })).toBe(0);
  });

  it("refuses the 51st goal with 409, also when requests race for the last slot", async () => {
    const { jar, userId } = await signUpAs("basic");
    await db.goal.createMany({
      data: Array.from({ length: 49 }, () => ({
        userId,
        name: "Savings",
        goalType: "savings" as const,
        targetAmount: "100.00",
      })),
    });
    // Two requests for the 50th slot: the user-row lock lets exactly one through.
    const racing = await Promise.all([
      create(jar, { name: "Rainy day", goalType: "savings", targetAmount: "100" }),
      create(jar, { name: "Rainy day", goalType: "savings", targetAmount: "100" }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.goal.count({ where: { userId } })).toBe(50);

    const res = await create(jar, { name: "Rainy day", goalType: "investment", targetAmount: "100" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "conflict", message: "You can have up to 50 goals" } });
    expect(await db.goal.count({ where: { userId } })).toBe(50);

    // Deleting one frees a slot.
    const [oldest] = await db.goal.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, take: 1 });
    expect((await remove(jar, oldest!.id)).status).toBe(204);
    expect((await create(jar, { name: "Rainy day", goalType: "investment", targetAmount: "100" })).status).toBe(201);
  });
});

describe("PATCH /api/goals/{id}", () => {
  it("adds money, then completes the goal once with a single event, also after a second contribution", async () => {
    const { jar, userId } = await signUpAs("basic");
    const goal = await createGoal(jar, { goalType: "emergency_fund", targetAmount: "1000" });

    const first = await addMoney(jar, goal.id, { amount: "250.5" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...goal, currentAmount: "250.50", progressPercent: 25 });
    expect(await db.gamificationEvent.count({ where: { userId } })).toBe(0);

    const second = await addMoney(jar, goal.id, { amount: 749.5 });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ currentAmount: "1000.00", progressPercent: 100, isCompleted: true });
    const row = await goalRow(goal.id);
    expect(row?.isCompleted).toBe(true);
    expect(row?.completedAt).toBeInstanceOf(Date);

    // Money beyond the target is accepted; progress stays at 100 % and no second reward is given.
    const third = await addMoney(jar, goal.id, { amount: "100" });
    expect(third.status).toBe(200);
    expect(await third.json()).toMatchObject({ currentAmount: "1100.00", progressPercent: 100, isCompleted: true });
    expect((await goalRow(goal.id))?.completedAt).toEqual(row?.completedAt);

    const events = await db.gamificationEvent.findMany({ where: { userId } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "goal_completed",
      description: 'Reached your "Rainy day" goal of $1,000.00',
      xpGained: GOAL_COMPLETED_XP,
    });

    const contributions = await db.goalContribution.findMany({
      where: { goalId: goal.id },
      orderBy: { createdAt: "asc" },
    });
    expect(contributions.map((c) => [c.userId, c.amount.toFixed(2)])).toEqual([
      [userId, "250.50"],
      [userId, "749.50"],
      [userId, "100.00"],
    ]);
  });

  it("never loses an update when money is added concurrently, and rewards completion exactly once", async () => {
    const { jar, userId } = await signUpAs("pro");
    const goal = await createGoal(jar, { goalType: "savings", targetAmount: "100" });
    const results = await Promise.all(Array.from({ length: 6 }, () => addMoney(jar, goal.id, { amount: "20.00" })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await goalRow(goal.id))?.currentAmount.toFixed(2)).toBe("120.00");
    expect(await db.goalContribution.count({ where: { goalId: goal.id } })).toBe(6);
    expect(await db.gamificationEvent.count({ where: { userId, type: "goal_completed" } })).toBe(1);
  });

  it("answers 400 for a missing or invalid amount and changes nothing", async () => {
    const { jar } = await signUpAs("basic");
    const goal = await createGoal(jar);
    for (const [json, message] of [
      [{}, "Amount is required"],
      [{ amount: "0" }, "Must be a positive number"],
      [{ amount: "abc" }, "Must be a positive number"],
    ] as const) {
      const res = await addMoney(jar, goal.id, json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: unknown } }).error.issues).toEqual([
        { path: "amount", message },
      ]);
    }
    expect((await goalRow(goal.id))?.currentAmount.toFixed(2)).toBe("0.00");
    expect(await db.goalContribution.count({ where: { goalId: goal.id } })).toBe(0);
  });

  it("ignores fields outside the schema (currentAmount, isCompleted, userId)", async () => {
    const { jar, userId } = await signUpAs("basic");
    const other = await signUpAs("basic");
    const goal = await createGoal(jar, { targetAmount: "1000" });
    const res = await addMoney(jar, goal.id, {
      amount: "10",
      currentAmount: "999",
      isCompleted: true,
      userId: other.userId,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ currentAmount: "10.00", isCompleted: false, progressPercent: 1 });
    const contribution = await db.goalContribution.findFirstOrThrow({ where: { goalId: goal.id } });
    expect(contribution.userId).toBe(userId);
    expect(await db.gamificationEvent.count({ where: { userId } })).toBe(0);
  });

  it("answers 403 plan_limit after a downgrade to Free and adds nothing", async () => {
    const { jar, userId } = await signUpAs("basic");
    const goal = await createGoal(jar);
    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "free" } });
    const res = await addMoney(jar, goal.id, { amount: "10" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_limit");
    expect((await goalRow(goal.id))?.currentAmount.toFixed(2)).toBe("0.00");
  });

  it("answers 401 when signed out", async () => {
    const { jar } = await signUpAs("basic");
    const goal = await createGoal(jar);
    expect((await addMoney(undefined, goal.id, { amount: "10" })).status).toBe(401);
    expect((await goalRow(goal.id))?.currentAmount.toFixed(2)).toBe("0.00");
  });
});

describe("PATCH /api/goals/{id} {name}: renaming", () => {
  it("renames the goal and nothing else; the list answers the new name", async () => {
    const { jar, userId } = await signUpAs("basic");
    const goal = await createGoal(jar, { targetAmount: "1000" });
    expect((await addMoney(jar, goal.id, { amount: "100" })).status).toBe(200);

    const res = await addMoney(jar, goal.id, { name: "  New roof  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: goal.id, name: "New roof", currentAmount: "100.00" });
    expect((await goalRow(goal.id))?.name).toBe("New roof");
    expect(await db.goalContribution.count({ where: { goalId: goal.id } })).toBe(1);
    expect(await db.gamificationEvent.count({ where: { userId } })).toBe(0);
    const listed = (await (await list(jar)).json()) as GoalDto[];
    expect(listed.map((g) => g.name)).toEqual(["New roof"]);
  });

  it("answers 400 for a blank, multi-line or too long name, or a name sent with an amount, and changes nothing", async () => {
    const { jar } = await signUpAs("basic");
    const goal = await createGoal(jar);
    for (const [json, message] of [
      [{ name: "   " }, "Goal name is required"],
      [{ name: "Two\nlines" }, expect.stringMatching(/^Goal name /)],
      [{ name: "x".repeat(GOAL_NAME_MAX + 1) }, `Goal name must be ${GOAL_NAME_MAX} characters or fewer`],
      [{ name: "Roof", amount: "10" }, RENAME_ALONE_MESSAGE],
    ] as const) {
      const res = await addMoney(jar, goal.id, json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: unknown } }).error.issues).toEqual([{ path: "name", message }]);
    }
    expect(await goalRow(goal.id)).toMatchObject({ name: "Rainy day" });
    expect((await goalRow(goal.id))?.currentAmount.toFixed(2)).toBe("0.00");
  });

  it("answers 404 for another user's goal and 403 on Free, leaving the name alone", async () => {
    const owner = await signUpAs("basic");
    const goal = await createGoal(owner.jar);
    const other = await signUpAs("pro");
    const res = await addMoney(other.jar, goal.id, { name: "Mine now" });
    expect(res.status).toBe(404);

    await db.user.update({ where: { id: owner.userId }, data: { subscriptionPlan: "free" } });
    const downgraded = await addMoney(owner.jar, goal.id, { name: "Renamed" });
    expect(downgraded.status).toBe(403);
    expect((await goalRow(goal.id))?.name).toBe("Rainy day");
  });
});

describe("savings challenge progress", () => {
  async function joinSaveThousand(userId: string, startDate: Date, endDate: Date) {
    return db.challengeParticipation.create({ data: { userId, challengeId: "save-1000", startDate, endDate } });
  }

  it("a contribution moves a joined 'Save $1,000 in 30 Days' participation, and completes it at the target", async () => {
    const { jar, userId } = await signUpAs("basic");
    const participation = await joinSaveThousand(
      userId,
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 30 * DAY_MS),
    );
    const goal = await createGoal(jar, { goalType: "savings", targetAmount: "5000" });

    expect((await addMoney(jar, goal.id, { amount: "400" })).status).toBe(200);
    let row = await db.challengeParticipation.findUniqueOrThrow({ where: { id: participation.id } });
    expect(row.progress.toFixed(2)).toBe("400.00");
    expect(row.isCompleted).toBe(false);

    expect((await addMoney(jar, goal.id, { amount: "600" })).status).toBe(200);
    row = await db.challengeParticipation.findUniqueOrThrow({ where: { id: participation.id } });
    expect(row.progress.toFixed(2)).toBe("1000.00");
    expect(row.isCompleted).toBe(true);
    expect(await db.gamificationEvent.count({ where: { userId, type: "challenge_completed" } })).toBe(1);
    // The goal itself ($5,000) is not reached yet.
    expect(await db.gamificationEvent.count({ where: { userId, type: "goal_completed" } })).toBe(0);
  });

  it("does not move a participation whose window does not include the contribution", async () => {
    const { jar, userId } = await signUpAs("basic");
    const ended = await joinSaveThousand(
      userId,
      new Date(Date.now() - 40 * DAY_MS),
      new Date(Date.now() - 10 * DAY_MS),
    );
    const goal = await createGoal(jar, { goalType: "savings", targetAmount: "5000" });
    expect((await addMoney(jar, goal.id, { amount: "300" })).status).toBe(200);
    const row = await db.challengeParticipation.findUniqueOrThrow({ where: { id: ended.id } });
    expect(row.progress.toFixed(2)).toBe("0.00");

    // Nor one that has not started yet.
    await db.challengeParticipation.update({
      where: { id: ended.id },
      data: { startDate: new Date(Date.now() + DAY_MS), endDate: new Date(Date.now() + 31 * DAY_MS) },
    });
    expect((await addMoney(jar, goal.id, { amount: "300" })).status).toBe(200);
    expect((await db.challengeParticipation.findUniqueOrThrow({ where: { id: ended.id } })).progress.toFixed(2)).toBe(
      "0.00",
    );
  });
});

describe("DELETE /api/goals/{id}", () => {
  it("answers 204, removes the goal and its contributions, then 404", async () => {
    const { jar } = await signUpAs("basic");
    const goal = await createGoal(jar);
    await addMoney(jar, goal.id, { amount: "10" });

    const res = await remove(jar, goal.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await goalRow(goal.id)).toBeNull();
    expect(await db.goalContribution.count({ where: { goalId: goal.id } })).toBe(0);
    expect(await (await list(jar)).json()).toEqual([]);

    const again = await remove(jar, goal.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: "not_found", message: "Goal not found" } });
  });

  it("works on the Free plan (a downgraded user can remove their goals)", async () => {
    const { jar, userId } = await signUpAs("basic");
    const goal = await createGoal(jar);
    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "free" } });
    expect((await remove(jar, goal.id)).status).toBe(204);
  });

  it("answers 401 when signed out", async () => {
    const { jar } = await signUpAs("basic");
    const goal = await createGoal(jar);
    expect((await remove(undefined, goal.id)).status).toBe(401);
    expect(await goalRow(goal.id)).not.toBeNull();
  });
});

describe("owner scoping", () => {
  it("another user's goal is invisible: not listed, 404 on PATCH and DELETE, left untouched", async () => {
    const owner = await signUpAs("basic");
    const intruder = await signUpAs("pro");
    const goal = await createGoal(owner.jar, { targetAmount: "100" });

    expect(await (await list(intruder.jar)).json()).toEqual([]);

    const patch = await addMoney(intruder.jar, goal.id, { amount: "100" });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual({ error: { code: "not_found", message: "Goal not found" } });

    const del = await remove(intruder.jar, goal.id);
    expect(del.status).toBe(404);
    expect(await del.json()).toEqual({ error: { code: "not_found", message: "Goal not found" } });

    const row = await goalRow(goal.id);
    expect(row?.currentAmount.toFixed(2)).toBe("0.00");
    expect(row?.isCompleted).toBe(false);
    expect(await db.goalContribution.count({ where: { goalId: goal.id } })).toBe(0);
    expect(await db.gamificationEvent.count({ where: { userId: intruder.userId } })).toBe(0);

    expect((await addMoney(intruder.jar, "no-such-goal", { amount: "1" })).status).toBe(404);
    expect((await remove(intruder.jar, "no-such-goal")).status).toBe(404);
  });
});

describe("pace: on track or behind", () => {
  /** Moves a goal's creation `daysAgo` days back, as if it had been made then. */
  const createdDaysAgo = (id: string, daysAgo: number) =>
    db.goal.update({ where: { id }, data: { createdAt: new Date(Date.now() - daysAgo * DAY_MS) } });
  const fetchGoal = async (jar: CookieJar, id: string) =>
    ((await (await list(jar)).json()) as GoalDto[]).find((g) => g.id === id)!;

  it("is behind with the monthly amount to catch up below the straight line, and on track on or above it", async () => {
    const { jar } = await signUpAs("basic");
    // $1,200 over 200 days, half of them gone: the line expects $600 by today.
    const goal = await createGoal(jar, { targetAmount: "1200", targetDate: day(100) });
    await createdDaysAgo(goal.id, 100);

    // $0 saved: behind; $1,200 left over 100 days = 100 / 30.4375 months -> $365.25 a month.
    expect((await fetchGoal(jar, goal.id)).pace).toEqual({
      status: "behind",
      expectedAmount: "600.00",
      monthlyNeeded: "365.25",
      targetDatePassed: false,
    });

    expect((await addMoney(jar, goal.id, { amount: "599.99" })).status).toBe(200);
    expect((await fetchGoal(jar, goal.id)).pace).toMatchObject({ status: "behind", expectedAmount: "600.00" });

    const res = await addMoney(jar, goal.id, { amount: "0.01" });
    expect(((await res.json()) as GoalDto).pace).toEqual({
      status: "on_track",
      expectedAmount: "600.00",
      monthlyNeeded: null,
      targetDatePassed: false,
    });
  });

  it("asks for the whole remainder once the date has passed, and has no pace without a date or once reached", async () => {
    const { jar } = await signUpAs("basic");
    const late = await createGoal(jar, { targetAmount: "1000", targetDate: day(10) });
    await createdDaysAgo(late.id, 60);
    await db.goal.update({ where: { id: late.id }, data: { targetDate: new Date(`${day(-5)}T00:00:00Z`) } });
    await addMoney(jar, late.id, { amount: "250" });
    expect((await fetchGoal(jar, late.id)).pace).toEqual({
      status: "behind",
      expectedAmount: "1000.00",
      monthlyNeeded: "750.00",
      targetDatePassed: true,
    });

    const undated = await createGoal(jar, { targetAmount: "1000" });
    expect(undated.pace).toBeNull();

    const reached = await createGoal(jar, { targetAmount: "100", targetDate: day(30) });
    const done = (await (await addMoney(jar, reached.id, { amount: "100" })).json()) as GoalDto;
    expect(done).toMatchObject({ isCompleted: true, pace: null });
  });
});

describe("auto-save: months met and the monthly reminder", () => {
  const ORIGIN = "https://app.example.test";
  /** The first instant of the month `delta` months from this one (UTC). */
  const monthStart = (delta: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1, 9));
  };
  const goalMail = (userId: string) =>
    db.outboxMessage.findMany({
      where: { userId, kind: "reminder_goal_auto_save" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
  // At 14:00 UTC: reminders go out from the owner's morning (these users are in UTC).
  const runFor = (userIds: string[], now = todayAt14Utc()) => runGoalReminders({ now, origin: ORIGIN, userIds });

  it("shows each month since creation with what was added and whether it reached the amount", async () => {
    const { jar, userId } = await signUpAs("basic");
    const goal = await createGoal(jar, { targetAmount: "5000", autoSaveAmount: "100" });
    await db.goal.update({ where: { id: goal.id }, data: { createdAt: monthStart(-2) } });
    // Last month $50 (missed), two months back nothing (missed), this month $60 then $40 (met).
    await db.goalContribution.create({ data: { goalId: goal.id, userId, amount: "50.00", createdAt: monthStart(-1) } });
    await addMoney(jar, goal.id, { amount: "60" });
    let months = ((await (await list(jar)).json()) as GoalDto[])[0]!.autoSaveMonths;
    expect(months[0]).toEqual({ month: month(), saved: "60.00", met: false, current: true });
    const res = await addMoney(jar, goal.id, { amount: "40" });
    months = ((await res.json()) as GoalDto).autoSaveMonths;
    expect(months.map((m) => [m.saved, m.met, m.current])).toEqual([
      ["100.00", true, true],
      ["50.00", false, false],
      ["0.00", false, false],
    ]);
    expect(months.map((m) => m.month)).toEqual([0, -1, -2].map((d) => monthStart(d).toISOString().slice(0, 7)));

    // Without an auto-save amount there is nothing to track.
    expect((await createGoal(jar, { targetAmount: "100" })).autoSaveMonths).toEqual([]);
  });

  it("e-mails a Basic user once a month while the month is not met, and again the next month", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "goals-remind", firstName: "Gina", verified: true });
    const goal = await createGoal(jar, { name: "New car", targetAmount: "5000", autoSaveAmount: "200" });
    await addMoney(jar, goal.id, { amount: "50" });

    expect(await runFor([userId])).toEqual({ considered: 1, sent: 1, skipped: 0, failed: 0 });
    expect(await runFor([userId])).toEqual({ considered: 1, sent: 0, skipped: 1, failed: 0 });
    const [mail, ...rest] = await goalMail(userId);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      channel: "email",
      subject: expect.stringMatching(/^New car: your \$200\.00 auto-save for [A-Z][a-z]+$/),
    });
    expect(mail!.body).toContain(
      'You planned to put $200.00 toward "New car" every month. So far this month you have added $50.00.',
    );
    expect(mail!.body).toContain(`${ORIGIN}/unsubscribe/`);

    // The next month: one more, still once.
    const nextMonth = new Date(monthStart(1).getTime() + 14 * 3_600_000);
    await runFor([userId], nextMonth);
    await runFor([userId], nextMonth);
    expect(await goalMail(userId)).toHaveLength(2);
    expect(await db.goalReminderLog.count({ where: { goalId: goal.id } })).toBe(2);
  });

  it("texts a Pro user with a verified phone too, and reminds nobody whose month is met, goal reached, plan Free or e-mails off", async () => {
    const pro = await signUp({ plan: "pro", prefix: "goals-remind", verified: true });
    const phoneNumber = `+1415555${String(Math.floor(1000 + Math.random() * 9000))}`;
    await db.reminderPreference.create({
      data: { userId: pro.userId, phoneNumber, phoneVerifiedAt: new Date(), smsEnabled: true },
    });
    await createGoal(pro.jar, { name: "Holiday", targetAmount: "3000", autoSaveAmount: "150" });
    expect(await runFor([pro.userId])).toEqual({ considered: 1, sent: 2, skipped: 0, failed: 0 });
    const sent = await goalMail(pro.userId);
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(sent.find((m) => m.channel === "sms")).toMatchObject({
      to: phoneNumber,
      body: expect.stringMatching(
        /^DebtWise: time for your \$150\.00 \w+ auto-save to Holiday\..* Reply STOP to opt out$/,
      ),
    });

    const met = await signUp({ plan: "basic", prefix: "goals-remind", verified: true });
    const metGoal = await createGoal(met.jar, { targetAmount: "3000", autoSaveAmount: "150" });
    await addMoney(met.jar, metGoal.id, { amount: "150" });

    const reached = await signUp({ plan: "basic", prefix: "goals-remind", verified: true });
    const reachedGoal = await createGoal(reached.jar, { targetAmount: "100", autoSaveAmount: "150" });
    await addMoney(reached.jar, reachedGoal.id, { amount: "100" });

    const free = await signUp({ plan: "basic", prefix: "goals-remind", verified: true });
    await createGoal(free.jar, { targetAmount: "3000", autoSaveAmount: "150" });
    await db.user.update({ where: { id: free.userId }, data: { subscriptionPlan: "free" } });

    const off = await signUp({ plan: "basic", prefix: "goals-remind", verified: true });
    await createGoal(off.jar, { targetAmount: "3000", autoSaveAmount: "150" });
    await db.reminderPreference.create({ data: { userId: off.userId, emailEnabled: false } });

    const none = await signUp({ plan: "basic", prefix: "goals-remind", verified: true });
    await createGoal(none.jar, { targetAmount: "3000" });

    const quiet = [met, reached, free, off, none].map((u) => u.userId);
    expect((await runFor(quiet)).sent).toBe(0);
    for (const userId of quiet) expect(await goalMail(userId)).toEqual([]);
  });
});

describe("reminderChannels: what the card promises is what the scheduler sends", () => {
  const ORIGIN = "https://app.example.test";
  const phone = () => `+1415555${String(Math.floor(1000 + Math.random() * 9000))}`;
  const listed = async (jar: CookieJar, id: string) =>
    ((await (await list(jar)).json()) as GoalDto[]).find((g) => g.id === id)!;
  const sentChannels = async (userId: string) =>
    (await db.outboxMessage.findMany({ where: { userId, kind: "reminder_goal_auto_save" }, select: { channel: true } }))
      .map((m) => m.channel)
      .sort();

  it("names the channels the owner's plan, verified address and settings allow, and the run sends exactly those", async () => {
    const cases: { name: string; setup: () => Promise<Awaited<ReturnType<typeof signUp>>>; channels: string[] }[] = [
      {
        name: "Basic, verified, default settings",
        setup: () => signUp({ plan: "basic", prefix: "goals-chan", verified: true }),
        channels: ["email"],
      },
      {
        name: "Basic, address not verified",
        setup: () => signUp({ plan: "basic", prefix: "goals-chan" }),
        channels: [],
      },
      {
        name: "Basic, e-mail reminders off",
        setup: async () => {
          const u = await signUp({ plan: "basic", prefix: "goals-chan", verified: true });
          await db.reminderPreference.create({ data: { userId: u.userId, emailEnabled: false } });
          return u;
        },
        channels: [],
      },
      {
        name: "Pro with a verified phone and SMS on",
        setup: async () => {
          const u = await signUp({ plan: "pro", prefix: "goals-chan", verified: true });
          await db.reminderPreference.create({
            data: { userId: u.userId, phoneNumber: phone(), phoneVerifiedAt: new Date(), smsEnabled: true },
          });
          return u;
        },
        channels: ["email", "sms"],
      },
      {
        name: "Pro, SMS only",
        setup: async () => {
          const u = await signUp({ plan: "pro", prefix: "goals-chan", verified: true });
          await db.reminderPreference.create({
            data: {
              userId: u.userId,
              phoneNumber: phone(),
              phoneVerifiedAt: new Date(),
              smsEnabled: true,
              emailEnabled: false,
            },
          });
          return u;
        },
        channels: ["sms"],
      },
      {
        name: "Pro, SMS on but the phone never verified",
        setup: async () => {
          const u = await signUp({ plan: "pro", prefix: "goals-chan", verified: true });
          await db.reminderPreference.create({
            data: { userId: u.userId, phoneNumber: phone(), smsEnabled: true, emailEnabled: false },
          });
          return u;
        },
        channels: [],
      },
    ];
    for (const c of cases) {
      const user = await c.setup();
      const goal = await createGoal(user.jar, { targetAmount: "3000", autoSaveAmount: "150" });
      expect({ case: c.name, created: goal.reminderChannels }).toEqual({ case: c.name, created: c.channels });
      expect({ case: c.name, listed: (await listed(user.jar, goal.id)).reminderChannels }).toEqual({
        case: c.name,
        listed: c.channels,
      });
      await runGoalReminders({ now: todayAt14Utc(), origin: ORIGIN, userIds: [user.userId] });
      expect({ case: c.name, sent: await sentChannels(user.userId) }).toEqual({ case: c.name, sent: c.channels });
    }
  });

  it("is empty back on Free, without an auto-save amount, and once the goal is reached", async () => {
    const user = await signUp({ plan: "basic", prefix: "goals-chan", verified: true });
    const saving = await createGoal(user.jar, { targetAmount: "3000", autoSaveAmount: "150" });
    expect(saving.reminderChannels).toEqual(["email"]);
    expect((await createGoal(user.jar, { targetAmount: "3000" })).reminderChannels).toEqual([]);
    const reached = await createGoal(user.jar, { targetAmount: "100", autoSaveAmount: "50" });
    const done = (await (await addMoney(user.jar, reached.id, { amount: "100" })).json()) as GoalDto;
    expect(done).toMatchObject({ isCompleted: true, reminderChannels: [] });
    // Adding money answers the same field as the list.
    const added = (await (await addMoney(user.jar, saving.id, { amount: "10" })).json()) as GoalDto;
    expect(added.reminderChannels).toEqual(["email"]);

    await db.user.update({ where: { id: user.userId }, data: { subscriptionPlan: "free" } });
    expect((await listed(user.jar, saving.id)).reminderChannels).toEqual([]);
    await runGoalReminders({ now: todayAt14Utc(), origin: ORIGIN, userIds: [user.userId] });
    expect(await sentChannels(user.userId)).toEqual([]);
  });
});
