import { DELETE as deleteGoalRoute, PATCH as addToGoalRoute } from "@/app/api/goals/[id]/route";
import { GET as listGoalsRoute, POST as createGoalRoute } from "@/app/api/goals/route";
import { db } from "@/lib/db";
import { GOAL_COMPLETED_XP } from "@/lib/gamification/rules";
import type { GoalDto } from "@/lib/goals/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// Financial goals (SPEC 2 'Financial Goals', 3, 4, 5, 9) through the real handlers, wrapper and PostgreSQL:
// listing, creating with the plan gate and the 50-goal limit, adding money (completion reward once, the savings
// challenge moving by itself), deleting, and owner scoping.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const DAY_MS = 86_400_000;

const signUpAs = (plan: "free" | "basic" | "pro" = "basic") => signUp({ plan, prefix: "goals", firstName: "Gina" });

/** "YYYY-MM-DD" `offset` days from today (UTC). */
function day(offset = 0): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

const list = (jar?: CookieJar) => callRoute(listGoalsRoute, { path: "/api/goals", jar });
const create = (jar: CookieJar | undefined, json: unknown) => callRoute(createGoalRoute, { path: "/api/goals", json, jar });
const addMoney = (jar: CookieJar | undefined, id: string, json: unknown) =>
  callRoute(addToGoalRoute, { method: "PATCH", path: `/api/goals/${id}`, json, jar, params: { id } });
const remove = (jar: CookieJar | undefined, id: string) =>
  callRoute(deleteGoalRoute, { method: "DELETE", path: `/api/goals/${id}`, jar, params: { id } });

async function createGoal(jar: CookieJar, json: Record<string, unknown> = {}): Promise<GoalDto> {
  const res = await create(jar, { goalType: "emergency_fund", targetAmount: "1000", ...json });
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
    const res = await create(jar, { goalType: "emergency_fund", targetAmount: "10,000.5", targetDate, autoSaveAmount: 250 });
    expect(res.status).toBe(201);
    const goal = (await res.json()) as GoalDto;
    expect(goal).toEqual({
      id: expect.any(String),
      goalType: "emergency_fund",
      targetAmount: "10000.50",
      currentAmount: "0.00",
      targetDate,
      autoSaveAmount: "250.00",
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
    expect(goal).toMatchObject({ goalType: "savings", targetAmount: "5000.00", autoSaveAmount: "0.00", targetDate: null });

    const blank = await createGoal(jar, { goalType: "investment", targetAmount: "25000", targetDate: "", autoSaveAmount: "" });
    expect(blank).toMatchObject({ autoSaveAmount: "0.00", targetDate: null });
  });

  it("answers 400 with the spec's messages for a missing goal type and target amount", async () => {
    const { jar, userId } = await signUpAs("basic");
    const res = await create(jar, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "bad_request",
        message: "goalType: Goal type is required; targetAmount: Target amount is required",
        issues: [
          { path: "goalType", message: "Goal type is required" },
          { path: "targetAmount", message: "Target amount is required" },
        ],
      },
    });
    expect(await db.goal.count({ where: { userId } })).toBe(0);
  });

  it.each([
    ["an unknown goal type", { goalType: "retirement", targetAmount: "100" }, "goalType", "Choose Emergency Fund, Savings or Investment"],
    ["a zero target", { goalType: "savings", targetAmount: "0" }, "targetAmount", "Must be a positive number"],
    ["a negative target", { goalType: "savings", targetAmount: "-5" }, "targetAmount", "Must be a positive number"],
    ["a target with 3 decimals", { goalType: "savings", targetAmount: "10.005" }, "targetAmount", "Must be a positive number"],
    ["a target above $10,000,000", { goalType: "savings", targetAmount: "10000001" }, "targetAmount", "Must be a positive number"],
    ["a negative auto-save", { goalType: "savings", targetAmount: "100", autoSaveAmount: "-1" }, "autoSaveAmount", "Must be a positive number or zero"],
    ["a target date in the past", { goalType: "savings", targetAmount: "100", targetDate: day(-3) }, "targetDate", "Target date must be today or later"],
    ["a date that does not exist", { goalType: "savings", targetAmount: "100", targetDate: "2030-02-30" }, "targetDate", "Enter a real date"],
    ["a US-style date", { goalType: "savings", targetAmount: "100", targetDate: "03/01/2030" }, "targetDate", "Use the format YYYY-MM-DD"],
  ])("answers 400 for %s", async (_label, json, path, message) => {
    const { jar } = await signUpAs("basic");
    const res = await create(jar, json);
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
    const res = await create(jar, { goalType: "emergency_fund", targetAmount: "10000" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "plan_limit",
        message: "Progress analytics and goal setting are included in the Basic and Pro plans. Upgrade to Basic to use them.",
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
      data: Array.from({ length: 49 }, () => ({ userId, goalType: "savings" as const, targetAmount: "100.00" })),
    });
    // Two requests for the 50th slot: the user-row lock lets exactly one through.
    const racing = await Promise.all([
      create(jar, { goalType: "savings", targetAmount: "100" }),
      create(jar, { goalType: "savings", targetAmount: "100" }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.goal.count({ where: { userId } })).toBe(50);

    const res = await create(jar, { goalType: "investment", targetAmount: "100" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "conflict", message: "You can have up to 50 goals" } });
    expect(await db.goal.count({ where: { userId } })).toBe(50);

    // Deleting one frees a slot.
    const [oldest] = await db.goal.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, take: 1 });
    expect((await remove(jar, oldest!.id)).status).toBe(204);
    expect((await create(jar, { goalType: "investment", targetAmount: "100" })).status).toBe(201);
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
      description: "Reached your Emergency Fund goal of $1,000.00",
      xpGained: GOAL_COMPLETED_XP,
    });

    const contributions = await db.goalContribution.findMany({ where: { goalId: goal.id }, orderBy: { createdAt: "asc" } });
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
      expect(((await res.json()) as { error: { issues: unknown } }).error.issues).toEqual([{ path: "amount", message }]);
    }
    expect((await goalRow(goal.id))?.currentAmount.toFixed(2)).toBe("0.00");
    expect(await db.goalContribution.count({ where: { goalId: goal.id } })).toBe(0);
  });

  it("ignores fields outside the schema (currentAmount, isCompleted, userId)", async () => {
    const { jar, userId } = await signUpAs("basic");
    const other = await signUpAs("basic");
    const goal = await createGoal(jar, { targetAmount: "1000" });
    const res = await addMoney(jar, goal.id, { amount: "10", currentAmount: "999", isCompleted: true, userId: other.userId });
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

describe("savings challenge progress", () => {
  async function joinSaveThousand(userId: string, startDate: Date, endDate: Date) {
    return db.challengeParticipation.create({ data: { userId, challengeId: "save-1000", startDate, endDate } });
  }

  it("a contribution moves a joined 'Save $1,000 in 30 Days' participation, and completes it at the target", async () => {
    const { jar, userId } = await signUpAs("basic");
    const participation = await joinSaveThousand(userId, new Date(Date.now() - 60_000), new Date(Date.now() + 30 * DAY_MS));
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
    const ended = await joinSaveThousand(userId, new Date(Date.now() - 40 * DAY_MS), new Date(Date.now() - 10 * DAY_MS));
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
    expect((await db.challengeParticipation.findUniqueOrThrow({ where: { id: ended.id } })).progress.toFixed(2)).toBe("0.00");
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
