import { createHash } from "node:crypto";
import { GET as planRoute } from "@/app/api/shared/[id]/route";
import { GET as contributionsRoute } from "@/app/api/shared/[id]/contributions/route";
import { POST as contributeRoute } from "@/app/api/shared/contribute/route";
import { POST as createRoute } from "@/app/api/shared/create/route";
import {
  DELETE as declineRoute,
  GET as previewRoute,
  POST as acceptRoute,
} from "@/app/api/shared/invitations/[token]/route";
import { POST as inviteRoute } from "@/app/api/shared/invite/route";
import { GET as plansRoute } from "@/app/api/shared/plans/route";
import { db } from "@/lib/db";
import type {
  ContributeResultDto,
  InvitationPreviewDto,
  InviteResultDto,
  SharedPlanContributionsPageDto,
  SharedPlanDetailDto,
  SharedPlanSummaryDto,
} from "@/lib/shared-plans/types";
import { CookieJar, TEST_ORIGIN, callRoute, uniqueEmail } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// Shared plans through the real handlers, wrapper and PostgreSQL (docs/product-rules.md "Shared plans"; the lead's
// membership rules): create, list, detail, invite by e-mail (outbox), accept / decline the link, contribute,
// and the contributions pages. No e-mail provider is configured here, so the outbox is the delivery channel.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

type User = Awaited<ReturnType<typeof signUp>>;

const DAY_MS = 86_400_000;
/** "YYYY-MM-DD" `offset` days from today (UTC). */
async function read<T>(res: Response): Promise<{ status: number; body: T }> {
  return { status: res.status, body: (await res.json()) as T };
}

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const createPlan = (jar: CookieJar | undefined, json: unknown) =>
  callRoute(createRoute, { path: "/api/shared/create", json, jar }).then((r) =>
    read<SharedPlanDetailDto & ErrorBody>(r),
  );

const listPlans = (jar?: CookieJar) =>
  callRoute(plansRoute, { path: "/api/shared/plans", jar }).then((r) => read<SharedPlanSummaryDto[] & ErrorBody>(r));

const getPlan = (jar: CookieJar | undefined, id: string) =>
  callRoute(planRoute, { path: `/api/shared/${id}`, params: { id }, jar }).then((r) =>
    read<SharedPlanDetailDto & ErrorBody>(r),
  );

const getContributions = (jar: CookieJar | undefined, id: string, cursor?: string) =>
  callRoute(contributionsRoute, {
    path: `/api/shared/${id}/contributions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
    params: { id },
    jar,
  }).then((r) => read<SharedPlanContributionsPageDto & ErrorBody>(r));

const invite = (jar: CookieJar | undefined, json: unknown) =>
  callRoute(inviteRoute, { path: "/api/shared/invite", json, jar }).then((r) => read<InviteResultDto & ErrorBody>(r));

const contribute = (jar: CookieJar | undefined, json: unknown) =>
  callRoute(contributeRoute, { path: "/api/shared/contribute", json, jar }).then((r) =>
    read<ContributeResultDto & ErrorBody>(r),
  );

const invitation = (method: "GET" | "POST" | "DELETE", jar: CookieJar | undefined, token: string) => {
  const handler = method === "GET" ? previewRoute : method === "POST" ? acceptRoute : declineRoute;
  return callRoute(handler, { method, path: `/api/shared/invitations/${token}`, params: { token }, jar }).then((r) =>
    read<InvitationPreviewDto & { sharedPlanId: string; status: string } & ErrorBody>(r),
  );
};

const owner = () => signUp({ prefix: "owner", firstName: "Olivia", verified: true });
// Invitees must have a verified address to accept (email-verification.test.ts covers the unverified refusal).
const friend = (firstName = "Frank") => signUp({ prefix: "friend", firstName, verified: true });

async function newPlan(user: User, extra: Record<string, unknown> = {}): Promise<SharedPlanDetailDto> {
  const { status, body } = await createPlan(user.jar, {
    title: "Family vacation",
    goalAmount: "1000",
    targetDate: day(90),
    ...extra,
  });
  expect(status).toBe(201);
  return body;
}

/** The link in the newest invitation e-mail to `to`, read from the outbox as the invitee's inbox would. */
async function inviteLinkFor(to: string): Promise<{ link: string; token: string }> {
  const message = await db.outboxMessage.findFirstOrThrow({
    where: { to, kind: "shared_plan_invite" },
    orderBy: { createdAt: "desc" },
  });
  const match = /(https?:\/\/\S+\/invite\/([A-Za-z0-9_-]{43}))/.exec(message.body);
  expect(match).not.toBeNull();
  return { link: match![1]!, token: match![2]! };
}

/** Owner invites `member` and `member` accepts: answers the token that was used. */
async function join(planId: string, by: User, member: User, monthlyTarget = "100"): Promise<string> {
  expect(
    (await invite(by.jar, { shared_plan_id: planId, email: member.email, monthly_target: monthlyTarget })).status,
  ).toBe(201);
  const { token } = await inviteLinkFor(member.email);
  const accepted = await invitation("POST", member.jar, token);
  expect(accepted.status).toBe(200);
  return token;
}

describe("signed out", () => {
  it("every shared-plan route answers 401", async () => {
    const statuses = [
      (await listPlans()).status,
      (await getPlan(undefined, "x")).status,
      (await getContributions(undefined, "x")).status,
      (await createPlan(undefined, { title: "T", goalAmount: "1", targetDate: day(1) })).status,
      (await invite(undefined, { shared_plan_id: "x", email: "a@example.com", monthly_target: "1" })).status,
      (await contribute(undefined, { sharedPlanId: "x", amount: "1" })).status,
      (await invitation("GET", undefined, "t")).status,
      (await invitation("POST", undefined, "t")).status,
      (await invitation("DELETE", undefined, "t")).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401]);
  });
});

describe("POST /api/shared/create", () => {
  it("answers 201 with the plan, and the creator is its active owner member", async () => {
    const olivia = await owner();
    const { status, body } = await createPlan(olivia.jar, {
      title: "  Pay off the car  ",
      description: "Together by summer",
      goalAmount: "12,500.5",
      targetDate: day(120),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: "Pay off the car",
      description: "Together by summer",
      goalAmount: "12500.50",
      targetDate: day(120),
      role: "owner",
      ownerFirstName: "Olivia",
      memberCount: 1,
      totalContributions: "0.00",
      progressPercent: 0,
      contributions: [],
      contributionCount: 0,
      contributionsCursor: null,
      canInvite: true,
    });
    expect(body.members).toEqual([
      expect.objectContaining({
        email: olivia.email,
        firstName: "Olivia",
        role: "owner",
        status: "active",
        monthlyTarget: "0.00",
      }),
    ]);

    const rows = await db.sharedPlanMember.findMany({ where: { sharedPlanId: body.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: olivia.userId,
      email: olivia.email,
      role: "owner",
      status: "active",
      inviteTokenHash: null,
    });
    expect(rows[0]!.acceptedAt).toBeInstanceOf(Date);
    expect((await db.sharedPlan.findUniqueOrThrow({ where: { id: body.id } })).ownerId).toBe(olivia.userId);
  });

  it("answers 400 with the spec's messages and writes nothing", async () => {
    const olivia = await owner();
    const empty = await createPlan(olivia.jar, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Title is required" },
        { path: "goalAmount", message: "Goal amount is required" },
        { path: "targetDate", message: "Target date is required" },
      ]),
    );

    const bad = await createPlan(olivia.jar, { title: "   ", goalAmount: "-5", targetDate: day(-3) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Title is required" },
        { path: "goalAmount", message: "Must be a positive number" },
        { path: "targetDate", message: "Target date must be today or later" },
      ]),
    );
    expect(await db.sharedPlan.count({ where: { ownerId: olivia.userId } })).toBe(0);
  });

  it("accepts today as the target date and stores a blank description as none", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia, { targetDate: day(0), description: "   " });
    expect(plan.targetDate).toBe(day(0));
    expect(plan.description).toBeNull();
  });
});

describe("GET /api/shared/plans", () => {
  it("lists only the plans where I am an active member, newest first, with my role", async () => {
    const olivia = await owner();
    const frank = await friend();
    const stranger = await friend("Stan");
    const first = await newPlan(olivia, { title: "First" });
    const second = await newPlan(olivia, { title: "Second" });
    const strangers = await newPlan(stranger, { title: "Not yours" });
    // Frank is invited to both, but joins only the first.
    await join(first.id, olivia, frank);
    expect(
      (await invite(olivia.jar, { shared_plan_id: second.id, email: frank.email, monthly_target: "5" })).status,
    ).toBe(201);

    const mine = await listPlans(olivia.jar);
    expect(mine.status).toBe(200);
    expect(mine.body.map((p) => p.title)).toEqual(["Second", "First"]);
    expect(mine.body.every((p) => p.role === "owner")).toBe(true);
    expect(mine.body.find((p) => p.id === first.id)?.memberCount).toBe(2);
    expect(mine.body.find((p) => p.id === second.id)?.memberCount).toBe(1);

    const franks = await listPlans(frank.jar);
    expect(franks.body.map((p) => p.id)).toEqual([first.id]);
    expect(franks.body[0]).toMatchObject({ role: "member", ownerFirstName: "Olivia" });
    expect(franks.body.some((p) => p.id === strangers.id)).toBe(false);

    expect((await listPlans((await friend()).jar)).body).toEqual([]);
  });
});

describe("GET /api/shared/{id}", () => {
  it("answers 404 to a stranger and to an invited-but-not-accepted user, as for a plan that does not exist", async () => {
    const olivia = await owner();
    const frank = await friend();
    const stranger = await friend("Stan");
    const plan = await newPlan(olivia);
    expect(
      (await invite(olivia.jar, { shared_plan_id: plan.id, email: frank.email, monthly_target: "50" })).status,
    ).toBe(201);

    const missing = await getPlan(olivia.jar, "no-such-plan");
    expect(missing.status).toBe(404);
    for (const jar of [stranger.jar, frank.jar]) {
      const res = await getPlan(jar, plan.id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect((await getContributions(frank.jar, plan.id)).status).toBe(404);
  });

  it("shows members (with their e-mails) to members: owner first, then active, then pending", async () => {
    const olivia = await owner();
    const frank = await friend();
    const pending = uniqueEmail("pending");
    const plan = await newPlan(olivia);
    await join(plan.id, olivia, frank, "75.5");
    expect((await invite(olivia.jar, { shared_plan_id: plan.id, email: pending, monthly_target: "20" })).status).toBe(
      201,
    );

    const { status, body } = await getPlan(frank.jar, plan.id);
    expect(status).toBe(200);
    expect(body.role).toBe("member");
    expect(body.canInvite).toBe(false);
    expect(body.memberCount).toBe(2);
    expect(body.members.map((m) => [m.email, m.role, m.status, m.monthlyTarget, m.firstName])).toEqual([
      [olivia.email, "owner", "active", "0.00", "Olivia"],
      [frank.email, "member", "active", "75.50", "Frank"],
      [pending, "member", "invited", "20.00", null],
    ]);
  });
});

describe("POST /api/shared/invite", () => {
  it("writes exactly one invitation e-mail whose link opens the invitation; only the token's hash is stored", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia, { title: "Wedding fund" });
    const email = uniqueEmail("Invitee").toUpperCase();

    const { status, body } = await invite(olivia.jar, { shared_plan_id: plan.id, email, monthly_target: "150" });
    expect(status).toBe(201);
    expect(body.renewed).toBe(false);
    expect(body.member).toMatchObject({
      email: email.toLowerCase(),
      role: "member",
      status: "invited",
      monthlyTarget: "150.00",
      firstName: null,
    });

    const messages = await db.outboxMessage.findMany({ where: { to: email.toLowerCase() } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: "shared_plan_invite", channel: "email", status: "sent" });
    expect(messages[0]!.subject).toContain("Wedding fund");
    expect(messages[0]!.body).toContain("Olivia");
    expect(messages[0]!.body).toContain("$150.00");

    const { link, token } = await inviteLinkFor(email.toLowerCase());
    expect(link).toBe(`${TEST_ORIGIN}/invite/${token}`);
    const row = await db.sharedPlanMember.findUniqueOrThrow({ where: { id: body.member.id } });
    expect(row.userId).toBeNull();
    expect(row.inviteTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(messages[0]!.body).not.toContain(row.inviteTokenHash!);
  });

  it("lets only the owner invite: another member gets 403, a stranger 404; nothing is sent", async () => {
    const olivia = await owner();
    const frank = await friend();
    const stranger = await friend("Stan");
    const plan = await newPlan(olivia);
    await join(plan.id, olivia, frank);
    const target = uniqueEmail("nobody");

    const byMember = await invite(frank.jar, { shared_plan_id: plan.id, email: target, monthly_target: "10" });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error).toEqual({ code: "forbidden", message: "Only the plan owner can invite members" });

    const byStranger = await invite(stranger.jar, { shared_plan_id: plan.id, email: target, monthly_target: "10" });
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.error.code).toBe("not_found");

    expect(await db.outboxMessage.count({ where: { to: target } })).toBe(0);
    expect(await db.sharedPlanMember.count({ where: { email: target } })).toBe(0);
  });

  it("refuses duplicates with 409: a pending invitation or an active member", async () => {
    const olivia = await owner();
    const frank = await friend();
    const plan = await newPlan(olivia);
    await join(plan.id, olivia, frank);
    const pending = uniqueEmail("pending");
    expect((await invite(olivia.jar, { shared_plan_id: plan.id, email: pending, monthly_target: "10" })).status).toBe(
      201,
    );

    const again = await invite(olivia.jar, {
      shared_plan_id: plan.id,
      email: pending.toUpperCase(),
      monthly_target: "10",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`An invitation to ${pending} is already pending`);

    const member = await invite(olivia.jar, { shared_plan_id: plan.id, email: frank.email, monthly_target: "10" });
    expect(member.status).toBe(409);
    expect(member.body.error.message).toBe(`${frank.email} is already a member of this plan`);

    expect(await db.outboxMessage.count({ where: { to: pending } })).toBe(1);
  });

  it("refuses to invite yourself with 400 on the e-mail field", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia);
    const res = await invite(olivia.jar, {
      shared_plan_id: plan.id,
      email: ` ${olivia.email.toUpperCase()} `,
      monthly_target: "10",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: "email", message: "You cannot invite yourself" }]);
  });

  it("answers 400 with the spec's messages for a bad e-mail or a missing monthly target", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia);
    const res = await invite(olivia.jar, { shared_plan_id: plan.id, email: "not-an-address", monthly_target: "" });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Enter a valid e-mail address" },
        { path: "monthly_target", message: "Monthly target is required" },
      ]),
    );
    // The API's key is shared_plan_id: a camelCase id is not read.
    const camel = await invite(olivia.jar, { sharedPlanId: plan.id, email: uniqueEmail(), monthly_target: "5" });
    expect(camel.status).toBe(400);
    expect(camel.body.error.issues).toEqual([{ path: "shared_plan_id", message: "Shared plan is required" }]);
  });

  it("renews an expired invitation with a new link; the old link stops working", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia);
    const email = uniqueEmail("late");
    const first = await invite(olivia.jar, { shared_plan_id: plan.id, email, monthly_target: "10" });
    const { token: oldToken } = await inviteLinkFor(email);
    await db.sharedPlanMember.update({
      where: { id: first.body.member.id },
      data: { invitedAt: new Date(Date.now() - 15 * DAY_MS) },
    });
    expect((await getPlan(olivia.jar, plan.id)).body.members.find((m) => m.email === email)?.status).toBe("expired");

    const renewed = await invite(olivia.jar, { shared_plan_id: plan.id, email, monthly_target: "30" });
    expect(renewed.status).toBe(201);
    expect(renewed.body.renewed).toBe(true);
    expect(renewed.body.member).toMatchObject({ id: first.body.member.id, status: "invited", monthlyTarget: "30.00" });
    expect(await db.outboxMessage.count({ where: { to: email, kind: "shared_plan_invite" } })).toBe(2);
    const { token: newToken } = await inviteLinkFor(email);
    expect(newToken).not.toBe(oldToken);

    const invitee = await signUpWithEmail(email);
    expect((await invitation("POST", invitee.jar, oldToken)).status).toBe(404);
    expect((await invitation("POST", invitee.jar, newToken)).status).toBe(200);
  });

  it("keeps nothing when the e-mail cannot be sent (503), so trying again is not a duplicate", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia);
    const email = uniqueEmail("bounce");
    // The invite route with a mail provider that refuses the message (the outbox row records the failure).
    let failingInvite: typeof inviteRoute | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@/lib/messaging/send", () => ({
        sendEmail: jest.fn(async () => ({
          status: "failed",
          via: "resend",
          outboxId: "x",
          error: "Mailbox unavailable",
        })),
      }));
      failingInvite = (await import("@/app/api/shared/invite/route")).POST;
    });
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined); // the wrapper logs every 5xx
    const failed = await callRoute(failingInvite!, {
      path: "/api/shared/invite",
      json: { shared_plan_id: plan.id, email, monthly_target: "10" },
      jar: olivia.jar,
    });
    quiet.mockRestore();
    expect(failed.status).toBe(503);
    expect(await db.sharedPlanMember.count({ where: { sharedPlanId: plan.id, email } })).toBe(0);

    expect((await invite(olivia.jar, { shared_plan_id: plan.id, email, monthly_target: "10" })).status).toBe(201);
  });

  it("answers 429 past 20 invitations an hour", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia);
    await db.rateLimit.create({
      data: { key: `shared:invite:user:${olivia.userId}`, count: 20, windowStart: new Date() },
    });
    const res = await invite(olivia.jar, { shared_plan_id: plan.id, email: uniqueEmail(), monthly_target: "10" });
    expect(res.status).toBe(429);
  });
});

/** A user registered with a given address (for invitations sent before the account existed), verified. */
function signUpWithEmail(email: string): Promise<User> {
  return signUp({ email, firstName: "Ivy", verified: true });
}

describe("/api/shared/invitations/{token}", () => {
  it("previews the invitation, then accepting with the invited account joins the plan and spends the link", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia, { title: "Roof repair" });
    const email = uniqueEmail("joiner");
    expect((await invite(olivia.jar, { shared_plan_id: plan.id, email, monthly_target: "40" })).status).toBe(201);
    const { token } = await inviteLinkFor(email);
    // The invitee signs up only after receiving the mail.
    const ivy = await signUpWithEmail(email);

    const preview = await invitation("GET", ivy.jar, token);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      sharedPlanId: plan.id,
      planTitle: "Roof repair",
      ownerFirstName: "Olivia",
      invitedEmail: `j***@example.com`,
      status: "invited",
      isForCurrentUser: true,
    });
    expect(new Date(preview.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);

    const accepted = await invitation("POST", ivy.jar, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ sharedPlanId: plan.id, status: "active" });

    const row = await db.sharedPlanMember.findFirstOrThrow({ where: { sharedPlanId: plan.id, email } });
    expect(row).toMatchObject({ userId: ivy.userId, status: "active", inviteTokenHash: null });
    expect(row.acceptedAt).toBeInstanceOf(Date);

    const detail = await getPlan(ivy.jar, plan.id);
    expect(detail.status).toBe(200);
    expect(detail.body.members.find((m) => m.email === email)).toMatchObject({ status: "active", firstName: "Ivy" });
    expect((await listPlans(ivy.jar)).body.map((p) => p.id)).toEqual([plan.id]);

    // The link works once.
    const reused = await invitation("POST", ivy.jar, token);
    expect(reused.status).toBe(404);
    expect(reused.body.error.message).toBe("This invitation link is not valid or has already been used");
    expect((await invitation("GET", ivy.jar, token)).status).toBe(404);
  });

  it("answers 403 naming the masked invited address when another account tries to accept", async () => {
    const olivia = await owner();
    const frank = await friend();
    const other = await friend("Otto");
    const plan = await newPlan(olivia);
    expect(
      (await invite(olivia.jar, { shared_plan_id: plan.id, email: frank.email, monthly_target: "10" })).status,
    ).toBe(201);
    const { token } = await inviteLinkFor(frank.email);

    const preview = await invitation("GET", other.jar, token);
    expect(preview.status).toBe(200);
    expect(preview.body.isForCurrentUser).toBe(false);

    for (const method of ["POST", "DELETE"] as const) {
      const res = await invitation(method, other.jar, token);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(
        "This invitation was sent to f***@example.com. Sign in with that address to accept or decline it.",
      );
    }
    expect((await getPlan(other.jar, plan.id)).status).toBe(404);
    // The link still works for the right account.
    expect((await invitation("POST", frank.jar, token)).status).toBe(200);
  });

  it("answers 404 'This invitation has expired' after 14 days, and 404 for an unknown link", async () => {
    const olivia = await owner();
    const frank = await friend();
    const plan = await newPlan(olivia);
    const { body } = await invite(olivia.jar, { shared_plan_id: plan.id, email: frank.email, monthly_target: "10" });
    const { token } = await inviteLinkFor(frank.email);
    await db.sharedPlanMember.update({
      where: { id: body.member.id },
      data: { invitedAt: new Date(Date.now() - 14 * DAY_MS - 60_000) },
    });

    const expired = await invitation("POST", frank.jar, token);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toBe("This invitation has expired");
    expect((await getPlan(frank.jar, plan.id)).status).toBe(404);

    const unknown = await invitation("POST", frank.jar, "A".repeat(43));
    expect(unknown.status).toBe(404);
    expect((await invitation("GET", frank.jar, "not-a-token")).status).toBe(404);
  });

  it("declining spends the link, shows the member as declined, and the owner may invite again", async () => {
    const olivia = await owner();
    const frank = await friend();
    const plan = await newPlan(olivia);
    await invite(olivia.jar, { shared_plan_id: plan.id, email: frank.email, monthly_target: "10" });
    const { token } = await inviteLinkFor(frank.email);

    const declined = await invitation("DELETE", frank.jar, token);
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ sharedPlanId: plan.id, status: "declined" });
    expect((await invitation("POST", frank.jar, token)).status).toBe(404);
    expect((await getPlan(frank.jar, plan.id)).status).toBe(404);
    expect((await getPlan(olivia.jar, plan.id)).body.members.find((m) => m.email === frank.email)?.status).toBe(
      "declined",
    );

    await join(plan.id, olivia, frank);
    expect((await getPlan(frank.jar, plan.id)).status).toBe(200);
  });
});

describe("POST /api/shared/contribute", () => {
  it("lets an active member contribute (201) and the total and progress follow", async () => {
    const olivia = await owner();
    const frank = await friend();
    const plan = await newPlan(olivia, { goalAmount: "1000" });
    await join(plan.id, olivia, frank);

    const first = await contribute(frank.jar, { sharedPlanId: plan.id, amount: "250", description: "  Paycheck  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      contribution: { amount: "250.00", description: "Paycheck", contributorFirstName: "Frank", isMine: true },
      totalContributions: "250.00",
      progressPercent: 25,
      contributionCount: 1,
    });

    const second = await contribute(olivia.jar, { sharedPlanId: plan.id, amount: "125.55" });
    expect(second.status).toBe(201);
    expect(second.body.contribution.description).toBe("Payment contribution");
    expect(second.body.totalContributions).toBe("375.55");
    expect(second.body.progressPercent).toBe(37.5); // rounded down to one decimal

    const detail = await getPlan(frank.jar, plan.id);
    expect(detail.body).toMatchObject({ totalContributions: "375.55", progressPercent: 37.5, contributionCount: 2 });
    expect(detail.body.contributions.map((c) => [c.amount, c.contributorFirstName, c.isMine])).toEqual([
      ["125.55", "Olivia", false],
      ["250.00", "Frank", true],
    ]);
    // Contributions show a first name, never an address.
    expect(JSON.stringify(detail.body.contributions)).not.toContain("@");

    const listed = (await listPlans(olivia.jar)).body.find((p) => p.id === plan.id);
    expect(listed).toMatchObject({ totalContributions: "375.55", progressPercent: 37.5 });

    // Past the goal, progress stays at 100.
    expect((await contribute(olivia.jar, { sharedPlanId: plan.id, amount: "5000" })).body.progressPercent).toBe(100);
  });

  it("answers 404 to a stranger and to an invited-but-not-accepted user; 400 without an amount", async () => {
    const olivia = await owner();
    const frank = await friend();
    const stranger = await friend("Stan");
    const plan = await newPlan(olivia);
    await invite(olivia.jar, { shared_plan_id: plan.id, email: frank.email, monthly_target: "10" });

    for (const jar of [stranger.jar, frank.jar]) {
      const res = await contribute(jar, { sharedPlanId: plan.id, amount: "10" });
      expect(res.status).toBe(404);
    }
    const missing = await contribute(olivia.jar, { sharedPlanId: plan.id });
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([{ path: "amount", message: "Amount is required" }]);
    expect(await db.sharedPlanContribution.count({ where: { sharedPlanId: plan.id } })).toBe(0);
  });
});

describe("GET /api/shared/{id}/contributions", () => {
  it("shows the newest 5 in the detail, then pages the rest 20 at a time, newest first", async () => {
    const olivia = await owner();
    const frank = await friend();
    const plan = await newPlan(olivia, { goalAmount: "100000" });
    await join(plan.id, olivia, frank);
    // 27 contributions of $1..$27, one minute apart: $27 is the newest.
    const start = Date.now() - 60 * 60_000;
    await db.sharedPlanContribution.createMany({
      data: Array.from({ length: 27 }, (_, i) => ({
        sharedPlanId: plan.id,
        userId: i % 2 ? frank.userId : olivia.userId,
        amount: String(i + 1),
        createdAt: new Date(start + i * 60_000),
      })),
    });
    const amounts = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `${from - i}.00`);

    const detail = await getPlan(frank.jar, plan.id);
    expect(detail.body.contributions.map((c) => c.amount)).toEqual(amounts(27, 23));
    expect(detail.body.contributionCount).toBe(27);
    expect(detail.body.totalContributions).toBe("378.00");
    expect(detail.body.contributionsCursor).toBe(detail.body.contributions[4]!.id);

    const page1 = await getContributions(frank.jar, plan.id, detail.body.contributionsCursor!);
    expect(page1.status).toBe(200);
    expect(page1.body.contributions.map((c) => c.amount)).toEqual(amounts(22, 3));
    expect(page1.body.nextCursor).toBe(page1.body.contributions[19]!.id);

    const page2 = await getContributions(frank.jar, plan.id, page1.body.nextCursor!);
    expect(page2.body.contributions.map((c) => c.amount)).toEqual(amounts(2, 1));
    expect(page2.body.nextCursor).toBeNull();

    const firstPage = await getContributions(frank.jar, plan.id);
    expect(firstPage.body.contributions.map((c) => c.amount)).toEqual(amounts(27, 8));

    // A cursor from another plan is not a cursor here.
    const other = await newPlan(olivia);
    const foreign = await contribute(olivia.jar, { sharedPlanId: other.id, amount: "1" });
    expect((await getContributions(frank.jar, plan.id, foreign.body.contribution.id)).status).toBe(400);
  });

  it("answers the detail with no cursor when every contribution is shown", async () => {
    const olivia = await owner();
    const plan = await newPlan(olivia);
    for (const amount of ["1", "2", "3", "4", "5"]) await contribute(olivia.jar, { sharedPlanId: plan.id, amount });
    const detail = await getPlan(olivia.jar, plan.id);
    expect(detail.body.contributions).toHaveLength(5);
    expect(detail.body.contributionsCursor).toBeNull();
  });
});
