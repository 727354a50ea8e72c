import { readdirSync } from "node:fs";
import path from "node:path";
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AddedPasskeyDto } from "@/lib/auth/passkey-types";
import { db } from "@/lib/db";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp, TEST_PASSWORD } from "@/tests/support/users";
import { SoftwareAuthenticator } from "@/tests/support/webauthn-authenticator";
import { day } from "@/tests/support/calendar";
import { plaidStandInForFile } from "@/tests/support/plaid-standin";

// Cross-tenant isolation (SECURITY.md "Threats and mitigations"): user A (Pro) owns one of everything, created through
// the routes; user B (also Pro) then calls every exported method of every route module under app/api with A's ids in
// params, queries and bodies. B must never see A's data, writes aimed at A's records must answer 404/403 (never 2xx),
// and A's state, re-read through A's own GET routes, must be exactly what it was.
//
// ROUTES is the table of every route file. A file is either "public" / "not user-owned" (with the reason and
// where it is proven), or lists the cases B runs against it. The meta-tests at the end glob app/api and fail
// for a route file or an exported method the table does not cover, so a new route cannot skip this suite.

jest.setTimeout(120_000);

// Plaid is configured (against its stand-in) so A can connect a bank and B's calls reach the ownership checks; every
// other provider stays keyless.
const plaid = plaidStandInForFile({ quietLogs: true });

afterAll(async () => {
  await db.$disconnect();
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
type Handler = Parameters<typeof callRoute>[0];
type User = Awaited<ReturnType<typeof signUp>>;

/** Everything A owns, and the values that must never appear in a response to B. */
interface Fixture {
  a: User;
  debtId: string;
  strategyId: string;
  paymentId: string;
  goalId: string;
  letterId: string;
  planId: string;
  contributionId: string;
  inviteToken: string;
  referralCode: string;
  voiceQueryId: string;
  /** A's coach chat conversation (its first question is A_COACH_QUESTION). */
  coachConversationId: string;
  checkoutSessionId: string;
  phoneCode: string;
  educationId: string;
  challengeId: string;
  participationId: string;
  apiTokenId: string;
  importId: string;
  passkeyId: string;
  /** A's bank connection and its card account (Plaid, through the stand-in). */
  plaidItemId: string;
  plaidAccountId: string;
  /** A's device subscribed for push reminders. */
  pushDeviceId: string;
  /** A's answer that added the passkey (its challenge is spent). */
  passkeyRegistration: RegistrationResponseJSON;
}

// Distinctive values, so a leak cannot hide behind a coincidence with B's own data.
const A_NAME = { firstName: "Zoltana", lastName: "Quillfeather" };
const A_DEBT = {
  name: "Zoltana's Private Visa",
  balance: "4321.09",
  interestRate: "19.99",
  minPayment: "87.65",
  dueDay: 15,
};
const A_PAYMENT = "55.57";
const A_PUSH_ENDPOINT = "http://127.0.0.1:9/push/quillfeather-phone";
const A_GOAL_TARGET = "7777.77";
const A_GOAL_ADD = "33.39";
const A_CREDITOR = "Quillfeather Secret Bank";
const A_PLAN = { title: "Zephyr holiday fund", goalAmount: "9999.91" };
const A_CONTRIBUTION = "44.47";
const A_PHONE = "+14155550187";
const A_INVITEE = `invitee.${Date.now().toString(36)}@example.com`;
const A_PASSKEY = "Zoltana's Keychain";
const A_COACH_QUESTION = "What is my total debt, asks Quillfeather?";
const A_BANK = "Quillfeather Savings and Loan";
/** A's card statement (a file import in review), with a line B must never see. */
const A_STATEMENT = `Date,Description,Amount\n${day()},QUILLFEATHER ORCHID NURSERY,-61.23\n`;

function secretsOf(f: Fixture): string[] {
  return [
    f.a.userId,
    f.a.email,
    A_NAME.lastName,
    A_DEBT.name,
    A_DEBT.balance,
    A_DEBT.minPayment,
    A_PAYMENT,
    A_GOAL_TARGET,
    A_GOAL_ADD,
    A_CREDITOR,
    A_PLAN.title,
    A_PLAN.goalAmount,
    A_CONTRIBUTION,
    A_PHONE,
    A_INVITEE,
    f.debtId,
    f.strategyId,
    f.paymentId,
    f.goalId,
    f.letterId,
    f.planId,
    f.contributionId,
    f.referralCode,
    f.voiceQueryId,
    f.coachConversationId,
    A_COACH_QUESTION,
    f.checkoutSessionId,
    f.participationId,
    f.apiTokenId,
    f.importId,
    f.passkeyId,
    f.passkeyRegistration.id,
    A_PASSKEY,
    A_BANK,
    f.plaidItemId,
    f.plaidAccountId,
    f.pushDeviceId,
    A_PUSH_ENDPOINT,
    "QUILLFEATHER ORCHID NURSERY",
  ];
}

interface Case {
  method: Method;
  name: string;
  /** "foreign": aimed at A's record, must fail with one of `status`. "own": B acting on B's own data only. */
  kind: "foreign" | "own";
  status: number[];
  request: (f: Fixture) => { path: string; params?: Record<string, string>; json?: unknown; formData?: FormData };
  /** Who calls: B by default; "stranger" is a throw-away third user (for calls that end the caller's session). */
  as?: "stranger";
  /** Values B may legitimately see in this one answer, with the reason next to the case. */
  allow?: (f: Fixture) => string[];
}

type Entry = { public: string } | { cases: Case[] };

/** The table's two verbs, `foreign(...)` and `own(...)`: one case of that kind. */
const caseOf =
  (kind: Case["kind"]) =>
  (method: Method, name: string, status: number[], request: Case["request"], extra: Partial<Case> = {}): Case => ({
    method,
    name,
    kind,
    status,
    request,
    ...extra,
  });
const foreign = caseOf("foreign");
const own = caseOf("own");

/** Fields a body might use to point at A: every own-data write carries them too (they must be ignored). */
const pointAtA = (f: Fixture) => ({ userId: f.a.userId, ownerId: f.a.userId, id: f.debtId });

const ROUTES: Record<string, Entry> = {
  "app/api/auth/[...nextauth]/route.ts": {
    public: "Auth.js sign-in flows: no user-owned data is addressed by id (auth.test.ts, sign-in-mail.test.ts)",
  },
  "app/api/auth/user/route.ts": {
    cases: [own("GET", "reads only the caller", [200], () => ({ path: "/api/auth/user" }))],
  },
  "app/api/auth/second-factor/route.ts": {
    public:
      "no signed-in user by design: the sign-in pending in the caller's own cookie is the credential, 401 without one (second-factor.test.ts)",
  },
  "app/api/billing/create-checkout-session/route.ts": {
    cases: [
      own("POST", "creates B's own checkout", [200], (f) => ({
        path: "/api/billing/create-checkout-session",
        json: { plan: "basic", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/billing/create-subscription/route.ts": {
    cases: [
      own("POST", "is Stripe only (404 on a keyless run)", [404], (f) => ({
        path: "/api/billing/create-subscription",
        json: { plan: "basic", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/billing/local-checkout/[sessionId]/route.ts": {
    cases: [
      foreign("GET", "A's checkout session", [404], (f) => ({
        path: `/api/billing/local-checkout/${f.checkoutSessionId}`,
        params: { sessionId: f.checkoutSessionId },
      })),
    ],
  },
  "app/api/billing/local-checkout/[sessionId]/complete/route.ts": {
    cases: [
      foreign("POST", "completes A's checkout session", [404], (f) => ({
        path: `/api/billing/local-checkout/${f.checkoutSessionId}/complete`,
        params: { sessionId: f.checkoutSessionId },
      })),
    ],
  },
  "app/api/billing/local/cancel/route.ts": {
    cases: [
      own("POST", "cancels only B's subscription", [200], (f) => ({
        path: "/api/billing/local/cancel",
        json: pointAtA(f),
      })),
    ],
  },
  "app/api/billing/portal/route.ts": {
    cases: [own("POST", "B's own portal", [200], () => ({ path: "/api/billing/portal" }))],
  },
  "app/api/billing/status/route.ts": {
    cases: [own("GET", "B's own status", [200], () => ({ path: "/api/billing/status" }))],
  },
  "app/api/calculate-strategies/route.ts": {
    // B has no debts of its own: A's debts must not be picked up.
    cases: [
      own("POST", "never uses A's debts", [400], (f) => ({
        path: "/api/calculate-strategies",
        json: { extraPayment: "10", ...pointAtA(f), debtIds: [f.debtId] },
      })),
    ],
  },
  "app/api/challenges/[id]/check-in/route.ts": {
    cases: [
      foreign("POST", "checks in to A's challenge B never joined", [404], (f) => ({
        path: `/api/challenges/${f.challengeId}/check-in`,
        params: { id: f.challengeId },
        json: {},
      })),
    ],
  },
  "app/api/challenges/[id]/leaderboard/route.ts": {
    cases: [
      foreign("GET", "A's challenge board before joining", [403], (f) => ({
        path: `/api/challenges/${f.challengeId}/leaderboard`,
        params: { id: f.challengeId },
      })),
    ],
  },
  "app/api/challenges/route.ts": {
    cases: [own("GET", "B's own participations", [200], () => ({ path: "/api/challenges" }))],
  },
  "app/api/challenges/available/route.ts": {
    cases: [
      own("GET", "the public catalogue, with B's own joined flags", [200], () => ({
        path: "/api/challenges/available",
      })),
    ],
  },
  // Joining is last among the challenge cases: once B has joined, B is entitled to the leaderboard.
  "app/api/challenges/[id]/join/route.ts": {
    cases: [
      own("POST", "joins the public challenge as B, not as A", [201], (f) => ({
        path: `/api/challenges/${f.challengeId}/join`,
        params: { id: f.challengeId },
        json: pointAtA(f),
      })),
    ],
  },
  "app/api/cron/reminders/route.ts": {
    public: "not user-owned: the host's cron, authenticated by CRON_SECRET, not by a session (reminders.test.ts)",
  },
  "app/api/debts/route.ts": {
    cases: [
      own("GET", "lists only B's debts", [200], () => ({ path: "/api/debts" })),
      own("POST", "creates B's debt even when the body names A", [201], (f) => ({
        path: "/api/debts",
        json: { name: "B's card", balance: "100", interestRate: "5", minPayment: "10", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/debts/[id]/statement/route.ts": {
    cases: [
      foreign("POST", "records a statement on A's debt", [404], (f) => ({
        path: `/api/debts/${f.debtId}/statement`,
        params: { id: f.debtId },
        json: { balance: "1.00", date: day() },
      })),
    ],
  },
  "app/api/debts/[id]/months/route.ts": {
    cases: [
      foreign("GET", "reads A's debt's months", [404], (f) => ({
        path: `/api/debts/${f.debtId}/months`,
        params: { id: f.debtId },
      })),
    ],
  },
  "app/api/debts/[id]/route.ts": {
    cases: [
      foreign("PATCH", "edits A's debt", [404], (f) => ({
        path: `/api/debts/${f.debtId}`,
        params: { id: f.debtId },
        json: { balance: "1.00", name: "hijacked" },
      })),
      foreign("DELETE", "deletes A's debt", [404], (f) => ({
        path: `/api/debts/${f.debtId}`,
        params: { id: f.debtId },
      })),
    ],
  },
  "app/api/dev/clock/route.ts": {
    public:
      "local keyless runs only (OUTBOX_PAGE=1, no provider key, never deployed), 404 here; the developer's own clock (dev-clock.test.ts)",
  },
  "app/api/dev/outbox/route.ts": {
    public:
      "local keyless runs only (OUTBOX_PAGE=1, never deployed), 404 here; it is the developer's own inbox (outbox.test.ts)",
  },
  "app/api/education/route.ts": {
    cases: [own("GET", "the catalogue with B's own progress", [200], () => ({ path: "/api/education" }))],
  },
  "app/api/education/[contentId]/route.ts": {
    cases: [
      own("GET", "an article A read, with B's own progress", [200], (f) => ({
        path: `/api/education/${f.educationId}`,
        params: { contentId: f.educationId },
      })),
    ],
  },
  "app/api/education/[contentId]/progress/route.ts": {
    cases: [
      own("POST", "records B's progress, not A's", [200], (f) => ({
        path: `/api/education/${f.educationId}/progress`,
        params: { contentId: f.educationId },
        json: { timeSpent: 5, completed: true, ...pointAtA(f) },
      })),
    ],
  },
  "app/api/education/learning-path/route.ts": {
    cases: [own("GET", "B's own path", [200], () => ({ path: "/api/education/learning-path" }))],
  },
  "app/api/gamification/summary/route.ts": {
    cases: [own("GET", "B's own XP", [200], () => ({ path: "/api/gamification/summary" }))],
  },
  "app/api/goals/route.ts": {
    cases: [
      own("GET", "lists only B's goals", [200], () => ({ path: "/api/goals" })),
      own("POST", "creates B's goal even when the body names A", [201], (f) => ({
        path: "/api/goals",
        json: { name: "Savings", goalType: "savings", targetAmount: "500", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/goals/[id]/route.ts": {
    cases: [
      foreign("PATCH", "adds money to A's goal", [404], (f) => ({
        path: `/api/goals/${f.goalId}`,
        params: { id: f.goalId },
        json: { amount: "1.00" },
      })),
      foreign("DELETE", "deletes A's goal", [404], (f) => ({
        path: `/api/goals/${f.goalId}`,
        params: { id: f.goalId },
      })),
    ],
  },
  "app/api/mcp/route.ts": {
    public:
      "Pro API tokens only (a session alone answers 401); every tool acts for the token's owner, and A's ids answer not_found (mcp.test.ts)",
  },
  "app/api/health/route.ts": { public: "liveness only: no user data" },
  "app/api/login/route.ts": { public: "a redirect to /login; reads only the caller's own cookie (auth.test.ts)" },
  "app/api/logout/route.ts": {
    // Another user's logout must not end A's session: A's GETs after the suite would answer 401.
    cases: [
      own("POST", "ends only the caller's session", [303], () => ({ method: "POST", path: "/api/logout" }), {
        as: "stranger",
      }),
      own("GET", "only points to the sign-out page", [303], () => ({ path: "/api/logout" })),
    ],
  },
  "app/api/negotiations/route.ts": {
    cases: [own("GET", "lists only B's letters", [200], () => ({ path: "/api/negotiations" }))],
  },
  "app/api/negotiations/templates/route.ts": {
    cases: [own("GET", "the shared templates", [200], () => ({ path: "/api/negotiations/templates" }))],
  },
  "app/api/negotiations/generate/route.ts": {
    cases: [
      foreign("POST", "writes a letter about A's debt", [404], (f) => ({
        path: "/api/negotiations/generate",
        json: {
          debtId: f.debtId,
          templateType: "hardship",
          userInputs: { creditorName: "Any bank", accountNumber: "1234" },
        },
      })),
    ],
  },
  "app/api/negotiations/generate/stream/route.ts": {
    cases: [
      foreign("POST", "streams a letter about A's debt", [404], (f) => ({
        path: "/api/negotiations/generate/stream",
        json: {
          debtId: f.debtId,
          templateType: "hardship",
          userInputs: { creditorName: "Any bank", accountNumber: "1234" },
        },
      })),
    ],
  },
  "app/api/negotiations/[id]/status/route.ts": {
    cases: [
      foreign("PUT", "moves A's letter forward", [404], (f) => ({
        path: `/api/negotiations/${f.letterId}/status`,
        params: { id: f.letterId },
        json: { status: "sent" },
      })),
    ],
  },
  "app/api/payments/route.ts": {
    cases: [
      own("GET", "lists only B's payments", [200], () => ({ path: "/api/payments" })),
      foreign("GET", "filters by A's debt", [404], (f) => ({ path: `/api/payments?debtId=${f.debtId}` })),
    ],
  },
  "app/api/payments/[id]/route.ts": {
    cases: [
      foreign("PATCH", "edits A's payment", [404], (f) => ({
        path: `/api/payments/${f.paymentId}`,
        params: { id: f.paymentId },
        json: { amount: "1.00", ...pointAtA(f) },
      })),
      foreign("DELETE", "undoes A's payment", [404], (f) => ({
        path: `/api/payments/${f.paymentId}`,
        params: { id: f.paymentId },
      })),
    ],
  },
  "app/api/payments/export/route.ts": {
    cases: [
      own("GET", "exports only B's payments", [200], () => ({ path: "/api/payments/export" })),
      foreign("GET", "exports A's debt's payments", [404], (f) => ({
        path: `/api/payments/export?debtId=${f.debtId}`,
      })),
    ],
  },
  "app/api/payments/log/route.ts": {
    cases: [
      foreign("POST", "logs a payment on A's debt", [404], (f) => ({
        path: "/api/payments/log",
        json: { debtId: f.debtId, amount: "1.00", description: "x", paymentDate: day(), userId: f.a.userId },
      })),
    ],
  },
  "app/api/plan/route.ts": {
    cases: [
      own("GET", "B's own plan (the default), not A's custom order", [200], () => ({ path: "/api/plan" })),
      // Refused like any id that is not one of B's open debts, without saying whose it is.
      foreign("PUT", "a custom order naming A's debt", [400], (f) => ({
        path: "/api/plan",
        json: { strategy: "custom", extraPayment: "10", customOrder: [f.debtId], ...pointAtA(f) },
      })),
    ],
  },
  "app/api/plan/this-month/route.ts": {
    cases: [own("GET", "B's own month, never A's debts", [200], () => ({ path: "/api/plan/this-month" }))],
  },
  "app/api/progress/route.ts": {
    cases: [own("GET", "B's own balance history, never A's ledger or plan", [200], () => ({ path: "/api/progress" }))],
  },
  "app/api/progress/forecast/route.ts": {
    cases: [
      own("GET", "B's own pace and plan, never A's payments, debts or plan", [200], () => ({
        path: "/api/progress/forecast",
      })),
    ],
  },
  "app/api/referrals/me/route.ts": {
    cases: [own("GET", "B's own referrals", [200], () => ({ path: "/api/referrals/me" }))],
  },
  "app/api/referrals/link/route.ts": {
    cases: [
      own("POST", "creates B's own code", [201], (f) => ({
        path: "/api/referrals/link",
        json: { ...pointAtA(f), inviteCode: f.referralCode },
      })),
    ],
  },
  "app/api/register/route.ts": { public: "creates a new account; mass-assignment.test.ts and auth.test.ts" },
  "app/api/reminders/preferences/route.ts": {
    cases: [
      own("GET", "B's own preferences", [200], () => ({ path: "/api/reminders/preferences" })),
      own("PUT", "changes only B's preferences", [200], (f) => ({
        path: "/api/reminders/preferences",
        json: { daysBefore: 2, ...pointAtA(f) },
      })),
    ],
  },
  "app/api/reminders/phone/route.ts": {
    // B may start verifying any number (it is B's pending number); A's verification must not move.
    cases: [
      own(
        "POST",
        "starts B's own verification, even for A's number",
        [200],
        () => ({ path: "/api/reminders/phone", json: { phoneNumber: A_PHONE } }),
        {
          allow: () => [A_PHONE], // B's own pending number, as B typed it
        },
      ),
    ],
  },
  "app/api/reminders/phone/verify/route.ts": {
    cases: [
      foreign("POST", "confirms with the code texted to A", [400], (f) => ({
        path: "/api/reminders/phone/verify",
        json: { code: f.phoneCode },
      })),
    ],
  },
  "app/api/reminders/unsubscribe/route.ts": {
    public:
      "no session by design: the e-mailed token (stored hashed) is the proof; unknown tokens 404 (reminders.test.ts)",
  },
  "app/api/support/route.ts": {
    cases: [
      own("POST", "sends B's own request, as B", [200], (f) => ({
        path: "/api/support",
        json: { category: "other", subject: "Help", message: "Please help me with my plan.", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/shared/plans/route.ts": {
    cases: [own("GET", "only plans B is a member of", [200], () => ({ path: "/api/shared/plans" }))],
  },
  "app/api/shared/create/route.ts": {
    cases: [
      own("POST", "B owns the plan B creates", [201], (f) => ({
        path: "/api/shared/create",
        json: { title: "B plan", goalAmount: "100", targetDate: day(60), ...pointAtA(f) },
      })),
    ],
  },
  "app/api/shared/[id]/route.ts": {
    cases: [foreign("GET", "A's plan", [404], (f) => ({ path: `/api/shared/${f.planId}`, params: { id: f.planId } }))],
  },
  "app/api/shared/[id]/contributions/route.ts": {
    cases: [
      foreign("GET", "A's plan contributions", [404], (f) => ({
        path: `/api/shared/${f.planId}/contributions?cursor=${f.contributionId}`,
        params: { id: f.planId },
      })),
    ],
  },
  "app/api/shared/contribute/route.ts": {
    cases: [
      foreign("POST", "contributes to A's plan", [404], (f) => ({
        path: "/api/shared/contribute",
        json: { sharedPlanId: f.planId, amount: "1.00" },
      })),
    ],
  },
  "app/api/shared/invite/route.ts": {
    cases: [
      foreign("POST", "invites into A's plan", [404], (f) => ({
        path: "/api/shared/invite",
        json: { shared_plan_id: f.planId, email: "intruder@example.com", monthly_target: "10" },
      })),
    ],
  },
  "app/api/shared/invitations/[token]/route.ts": {
    cases: [
      // The link is a bearer capability mailed to the invitee: whoever holds it sees the plan's title and the
      // owner's first name (the invitation screen), but nothing else, and only the invited address may act on it.
      own(
        "GET",
        "previews an invitation for someone else",
        [200],
        (f) => ({ path: `/api/shared/invitations/${f.inviteToken}`, params: { token: f.inviteToken } }),
        {
          allow: (f) => [A_PLAN.title, f.planId],
        },
      ),
      foreign("POST", "accepts an invitation for someone else", [403], (f) => ({
        path: `/api/shared/invitations/${f.inviteToken}`,
        params: { token: f.inviteToken },
      })),
      foreign("DELETE", "declines an invitation for someone else", [403], (f) => ({
        path: `/api/shared/invitations/${f.inviteToken}`,
        params: { token: f.inviteToken },
      })),
    ],
  },
  "app/api/strategies/latest/route.ts": {
    cases: [own("GET", "B has no strategy (null), not A's", [200], () => ({ path: "/api/strategies/latest" }))],
  },
  "app/api/strategies/latest/summary/route.ts": {
    cases: [
      own("GET", "B has no strategy (null), not A's summary", [200], () => ({
        path: "/api/strategies/latest/summary",
      })),
    ],
  },
  "app/api/strategies/latest/export/route.ts": {
    cases: [
      foreign("GET", "exports A's schedule by A's debt id", [404], (f) => ({
        path: `/api/strategies/latest/export?debtId=${f.debtId}`,
      })),
    ],
  },
  "app/api/strategies/latest/schedule/route.ts": {
    cases: [
      foreign("GET", "reads A's schedule by A's debt id", [404], (f) => ({
        path: `/api/strategies/latest/schedule?debtId=${f.debtId}`,
      })),
    ],
  },
  "app/api/strategies/latest/message/stream/route.ts": {
    cases: [
      own("POST", "B has no strategy: 404 before any stream, never A's message", [404], () => ({
        path: "/api/strategies/latest/message/stream",
      })),
    ],
  },
  "app/api/strategies/latest/report/route.ts": {
    cases: [
      own("GET", "B has no strategy: 404, never A's report", [404], () => ({ path: "/api/strategies/latest/report" })),
    ],
  },
  "app/api/openapi.json/route.ts": {
    public:
      "not user-owned: the API's OpenAPI document, the same for everyone (api-tokens.test.ts, unit/openapi.test.ts)",
  },
  "app/api/tokens/route.ts": {
    cases: [
      own("GET", "lists only B's tokens", [200], () => ({ path: "/api/tokens" })),
      own("POST", "creates B's token even when the body names A", [201], (f) => ({
        path: "/api/tokens",
        json: { name: "B's script", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/passkeys/route.ts": {
    cases: [
      own("GET", "lists only B's passkeys", [200], () => ({ path: "/api/account/passkeys" })),
      foreign("POST", "adds A's passkey answer to B (its challenge was A's, and is spent)", [400], (f) => ({
        path: "/api/account/passkeys",
        json: { name: "B's key", response: f.passkeyRegistration, ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/passkeys/options/route.ts": {
    cases: [
      own("POST", "options for B's own account", [200], (f) => ({
        path: "/api/account/passkeys/options",
        json: { purpose: "register", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/passkeys/[id]/route.ts": {
    cases: [
      foreign("PATCH", "renames A's passkey", [404], (f) => ({
        path: `/api/account/passkeys/${f.passkeyId}`,
        params: { id: f.passkeyId },
        json: { name: "Mine now" },
      })),
      foreign("DELETE", "removes A's passkey", [404], (f) => ({
        path: `/api/account/passkeys/${f.passkeyId}`,
        params: { id: f.passkeyId },
        json: { recoveryCode: "aaaaa-bbbbb" },
      })),
    ],
  },
  "app/api/push/subscriptions/route.ts": {
    cases: [
      own("GET", "B lists its own devices, never A's", [200], () => ({ path: "/api/push/subscriptions" })),
      own("POST", "B subscribes its own device", [200], () => ({
        path: "/api/push/subscriptions",
        json: {
          endpoint: "http://127.0.0.1:9/push/b-own-phone",
          keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 7).toString("base64url") },
        },
      })),
    ],
  },
  "app/api/push/subscriptions/[id]/route.ts": {
    cases: [
      foreign("DELETE", "removes A's device", [404], (f) => ({
        path: `/api/push/subscriptions/${f.pushDeviceId}`,
        params: { id: f.pushDeviceId },
      })),
    ],
  },
  "app/api/push/subscriptions/[id]/test/route.ts": {
    cases: [
      foreign("POST", "sends a test push to A's device", [404], (f) => ({
        path: `/api/push/subscriptions/${f.pushDeviceId}/test`,
        params: { id: f.pushDeviceId },
      })),
    ],
  },
  "app/api/auth/passkey/options/route.ts": {
    public: "options for signing in with a passkey: no account is named, nothing user-owned (passkeys.test.ts)",
  },
  "app/api/auth/passkey/route.ts": {
    public: "signs in with a passkey: its signed answer names the account, no id is taken (passkeys.test.ts)",
  },
  "app/api/auth/second-factor/passkey/options/route.ts": {
    public: "acts only for the pending sign-in in the caller's own cookie; 401 without one (passkeys.test.ts)",
  },
  "app/api/auth/second-factor/passkey/route.ts": {
    public: "acts only for the pending sign-in in the caller's own cookie; 401 without one (passkeys.test.ts)",
  },
  "app/api/tokens/[id]/route.ts": {
    cases: [
      foreign("DELETE", "revokes A's API token", [404], (f) => ({
        path: `/api/tokens/${f.apiTokenId}`,
        params: { id: f.apiTokenId },
      })),
    ],
  },
  "app/api/voice/route.ts": {
    cases: [
      own("POST", "answers from B's facts only", [201], (f) => ({
        path: "/api/voice",
        json: { query: "What is my total debt?", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/voice/history/route.ts": {
    cases: [own("GET", "B's own history", [200], () => ({ path: "/api/voice/history" }))],
  },
  "app/api/coach/chat/route.ts": {
    cases: [
      foreign("POST", "continues A's coach conversation", [404], (f) => ({
        path: "/api/coach/chat",
        json: { conversationId: f.coachConversationId, text: "What is my total debt?" },
      })),
      own("POST", "answers in B's own new conversation from B's facts only", [200], (f) => ({
        path: "/api/coach/chat",
        json: { text: "What is my total debt?", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/coach/conversations/route.ts": {
    cases: [own("GET", "lists only B's conversations", [200], () => ({ path: "/api/coach/conversations" }))],
  },
  "app/api/coach/conversations/[id]/route.ts": {
    cases: [
      foreign("GET", "reads A's coach conversation", [404], (f) => ({
        path: `/api/coach/conversations/${f.coachConversationId}`,
        params: { id: f.coachConversationId },
      })),
      foreign("DELETE", "deletes A's coach conversation", [404], (f) => ({
        path: `/api/coach/conversations/${f.coachConversationId}`,
        params: { id: f.coachConversationId },
      })),
    ],
  },
  "app/api/plaid/link-token/route.ts": {
    cases: [
      own("POST", "a Link token for B's own new connection", [200], () => ({
        path: "/api/plaid/link-token",
        json: {},
      })),
      foreign("POST", "Reconnect (update mode) on A's connection", [404], (f) => ({
        path: "/api/plaid/link-token",
        json: { itemId: f.plaidItemId },
      })),
    ],
  },
  "app/api/plaid/exchange/route.ts": {
    // A public token is single-use and names its own Item: an unknown one connects nothing, for anyone.
    cases: [
      own("POST", "exchanges nothing for an unknown token", [400], (f) => ({
        path: "/api/plaid/exchange",
        json: { publicToken: "public-sandbox-unknown", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/plaid/items/route.ts": {
    cases: [own("GET", "lists only B's connections", [200], () => ({ path: "/api/plaid/items" }))],
  },
  "app/api/plaid/items/[id]/route.ts": {
    cases: [
      foreign("DELETE", "disconnects A's bank", [404], (f) => ({
        path: `/api/plaid/items/${f.plaidItemId}`,
        params: { id: f.plaidItemId },
      })),
    ],
  },
  "app/api/plaid/items/[id]/sync/route.ts": {
    cases: [
      foreign("POST", "syncs A's bank", [404], (f) => ({
        path: `/api/plaid/items/${f.plaidItemId}/sync`,
        params: { id: f.plaidItemId },
      })),
    ],
  },
  "app/api/plaid/accounts/[id]/route.ts": {
    cases: [
      foreign("PATCH", "links A's card to A's debt and turns on auto-apply", [404], (f) => ({
        path: `/api/plaid/accounts/${f.plaidAccountId}`,
        params: { id: f.plaidAccountId },
        json: { debtId: f.debtId, autoApply: true },
      })),
    ],
  },
  "app/api/webhooks/plaid/route.ts": {
    public: "Plaid's webhooks, authenticated by the ES256 JWT over the body's hash (plaid.test.ts)",
  },
  "app/api/webhooks/stripe/route.ts": {
    public: "Stripe's events, authenticated by the signature on the raw body (billing.test.ts)",
  },
  "app/api/webhooks/twilio/route.ts": {
    public: "Twilio's inbound SMS, authenticated by X-Twilio-Signature (reminders.test.ts)",
  },
  "app/api/account/export/route.ts": {
    // B's export holds B's own pending phone number, which B typed as A's (the reminders/phone case above).
    cases: [
      own("GET", "exports only B's data", [200], () => ({ path: "/api/account/export" }), { allow: () => [A_PHONE] }),
    ],
  },
  "app/api/account/verify-email/route.ts": {
    public:
      "no session by design: the mailed single-use token (stored hashed) is the credential (email-verification.test.ts)",
  },
  "app/api/account/verify-email/resend/route.ts": {
    // B is verified (its tokens, phone and invitations need it), so the answer is "already confirmed" about B alone.
    cases: [
      own("POST", "answers only about B's own address", [409], () => ({ path: "/api/account/verify-email/resend" })),
    ],
  },
  "app/api/account/profile/route.ts": {
    cases: [
      own("GET", "reads only B's settings", [200], () => ({ path: "/api/account/profile" })),
      own("PATCH", "renames only B", [200], (f) => ({
        path: "/api/account/profile",
        json: { firstName: "Bea", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/time-zone/route.ts": {
    cases: [
      own("PATCH", "sets only B's time zone", [200], (f) => ({
        path: "/api/account/time-zone",
        json: { timeZone: "Asia/Tokyo", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/email/route.ts": {
    cases: [
      // B cannot move onto A's address (and learns only what registration already tells).
      foreign("POST", "asks for A's address", [409], (f) => ({
        path: "/api/account/email",
        json: { email: f.a.email, currentPassword: TEST_PASSWORD },
      })),
      own("DELETE", "cancels only B's pending change", [200], () => ({ path: "/api/account/email" })),
    ],
  },
  "app/api/account/email/confirm/route.ts": {
    public:
      "no session by design: the single-use token mailed to the new address is the credential (account-settings.test.ts)",
  },
  "app/api/account/password/route.ts": {
    cases: [
      own(
        "PUT",
        "changes only the caller's password",
        [200],
        () => ({ path: "/api/account/password", json: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
        { as: "stranger" },
      ),
    ],
  },
  "app/api/account/sessions/revoke/route.ts": {
    // Signs the caller out everywhere: run as the stranger, so A's and B's sessions for the rest of the suite live on.
    cases: [
      own("POST", "ends only the caller's sessions", [200], () => ({ path: "/api/account/sessions/revoke" }), {
        as: "stranger",
      }),
    ],
  },
  "app/api/account/calendar/route.ts": {
    // B's calendar feed is B's own; A's feed (made in the fixture) must keep its URL whatever B does.
    cases: [
      own("GET", "B's own feed", [200], () => ({ path: "/api/account/calendar" })),
      own("POST", "makes or renews only B's feed", [201], () => ({ path: "/api/account/calendar" })),
      own("DELETE", "ends only B's feed", [200], () => ({ path: "/api/account/calendar" })),
    ],
  },
  "app/api/calendar/debts/[id]/route.ts": {
    cases: [
      foreign("GET", "downloads A's debt's due date", [404], (f) => ({
        path: `/api/calendar/debts/${f.debtId}`,
        params: { id: f.debtId },
      })),
    ],
  },
  "app/api/imports/route.ts": {
    cases: [
      own("GET", "lists only B's imports", [200], () => ({ path: "/api/imports" })),
      foreign("POST", "imports a file as A's debt's statement", [404], (f) => {
        const form = new FormData();
        form.set("file", new File([A_STATEMENT], "statement.csv"));
        form.set("debtId", f.debtId);
        return { path: "/api/imports", formData: form };
      }),
    ],
  },
  "app/api/imports/[id]/route.ts": {
    cases: [
      foreign("GET", "reads A's import", [404], (f) => ({
        path: `/api/imports/${f.importId}`,
        params: { id: f.importId },
      })),
      foreign("PATCH", "re-maps A's import", [404], (f) => ({
        path: `/api/imports/${f.importId}`,
        params: { id: f.importId },
        json: {
          mapping: {
            skipRows: 0,
            signature: "",
            dateOrder: "mdy",
            sign: "inflow_positive",
            date: 0,
            description: 1,
            amount: 2,
            debit: null,
            credit: null,
          },
        },
      })),
      foreign("DELETE", "discards A's import", [404], (f) => ({
        path: `/api/imports/${f.importId}`,
        params: { id: f.importId },
      })),
    ],
  },
  "app/api/imports/[id]/apply/route.ts": {
    cases: [
      foreign("POST", "applies A's import", [404], (f) => ({
        path: `/api/imports/${f.importId}/apply`,
        params: { id: f.importId },
        json: { rows: [{ rowId: "r0", action: "charge", debtId: f.debtId }] },
      })),
    ],
  },
  "app/api/imports/[id]/undo/route.ts": {
    cases: [
      foreign("POST", "undoes A's import", [404], (f) => ({
        path: `/api/imports/${f.importId}/undo`,
        params: { id: f.importId },
      })),
    ],
  },
  "app/api/calendar/[feed]/route.ts": {
    public:
      "no session by design: calendar apps send none; the URL's HMAC under AUTH_SECRET is the proof (calendar.test.ts)",
  },
  "app/api/account/security/route.ts": {
    cases: [own("GET", "reads only B's second factors", [200], () => ({ path: "/api/account/security" }))],
  },
  "app/api/account/totp/route.ts": {
    cases: [
      own("POST", "starts B's own authenticator setup", [200], (f) => ({
        path: "/api/account/totp",
        json: pointAtA(f),
      })),
      // B has no authenticator app on: nothing of A's is reachable, whatever the body names.
      own("DELETE", "turns off only B's own app", [409], (f) => ({
        path: "/api/account/totp",
        json: { code: "123456", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/totp/confirm/route.ts": {
    // 400 (wrong code for B's own pending secret) or 409 (none pending), depending on the order cases run in.
    cases: [
      own("POST", "confirms only B's own setup", [400, 409], (f) => ({
        path: "/api/account/totp/confirm",
        json: { code: "000000", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/recovery-codes/route.ts": {
    cases: [
      own("POST", "makes recovery codes only for B", [409], (f) => ({
        path: "/api/account/recovery-codes",
        json: { code: "123456", ...pointAtA(f) },
      })),
    ],
  },
  "app/api/account/route.ts": {
    cases: [
      foreign("DELETE", "deletes with A's e-mail as the confirmation", [400], (f) => ({
        path: "/api/account",
        json: { confirm: f.a.email, userId: f.a.userId },
      })),
    ],
  },
};

/** Loads a route module by its repository path (a table key). */
async function loadRoute(file: string): Promise<Partial<Record<Method, Handler>>> {
  return (await import(`@/${file.replace(/\.ts$/, "")}`)) as Partial<Record<Method, Handler>>;
}

async function call(
  file: string,
  method: Method,
  jar: CookieJar,
  request: ReturnType<Case["request"]>,
): Promise<{ status: number; text: string }> {
  const handler = (await loadRoute(file))[method];
  if (!handler) throw new Error(`${file} does not export ${method}`);
  const res = await callRoute(handler, { method, jar, ...request });
  return { status: res.status, text: await res.text() };
}

async function ok<T>(
  file: string,
  jar: CookieJar,
  request: ReturnType<Case["request"]>,
  method: Method = "GET",
  status = [200, 201],
): Promise<T> {
  const res = await call(file, method, jar, request);
  if (!status.includes(res.status)) throw new Error(`${method} ${request.path} answered ${res.status}: ${res.text}`);
  return JSON.parse(res.text) as T;
}

/** A's data as A's own GET routes show it: compared before and after B's attempts. */
async function stateOf(f: Fixture): Promise<Record<string, unknown>> {
  const jar = f.a.jar;
  const reads: [string, string, Record<string, string>?][] = [
    ["app/api/auth/user/route.ts", "/api/auth/user"],
    ["app/api/account/security/route.ts", "/api/account/security"],
    ["app/api/billing/status/route.ts", "/api/billing/status"],
    [
      "app/api/billing/local-checkout/[sessionId]/route.ts",
      `/api/billing/local-checkout/${f.checkoutSessionId}`,
      { sessionId: f.checkoutSessionId },
    ],
    ["app/api/debts/route.ts", "/api/debts"],
    ["app/api/debts/[id]/months/route.ts", `/api/debts/${f.debtId}/months`, { id: f.debtId }],
    ["app/api/payments/route.ts", "/api/payments"],
    ["app/api/plan/route.ts", "/api/plan"],
    ["app/api/plan/this-month/route.ts", "/api/plan/this-month"],
    ["app/api/progress/route.ts", "/api/progress"],
    ["app/api/progress/forecast/route.ts", "/api/progress/forecast"],
    ["app/api/strategies/latest/route.ts", "/api/strategies/latest"],
    ["app/api/push/subscriptions/route.ts", "/api/push/subscriptions"],
    ["app/api/strategies/latest/summary/route.ts", "/api/strategies/latest/summary"],
    ["app/api/goals/route.ts", "/api/goals"],
    ["app/api/education/learning-path/route.ts", "/api/education/learning-path"],
    ["app/api/challenges/route.ts", "/api/challenges"],
    ["app/api/negotiations/route.ts", "/api/negotiations"],
    ["app/api/shared/plans/route.ts", "/api/shared/plans"],
    ["app/api/shared/[id]/route.ts", `/api/shared/${f.planId}`, { id: f.planId }],
    ["app/api/referrals/me/route.ts", "/api/referrals/me"],
    ["app/api/voice/history/route.ts", "/api/voice/history"],
    ["app/api/coach/conversations/route.ts", "/api/coach/conversations"],
    [
      "app/api/coach/conversations/[id]/route.ts",
      `/api/coach/conversations/${f.coachConversationId}`,
      { id: f.coachConversationId },
    ],
    ["app/api/reminders/preferences/route.ts", "/api/reminders/preferences"],
    ["app/api/gamification/summary/route.ts", "/api/gamification/summary"],
    ["app/api/tokens/route.ts", "/api/tokens"],
    ["app/api/account/calendar/route.ts", "/api/account/calendar"],
    ["app/api/account/passkeys/route.ts", "/api/account/passkeys"],
    ["app/api/plaid/items/route.ts", "/api/plaid/items"],
    ["app/api/imports/route.ts", "/api/imports"],
    ["app/api/imports/[id]/route.ts", `/api/imports/${f.importId}`, { id: f.importId }],
  ];
  const state: Record<string, unknown> = {};
  for (const [file, p, params] of reads) state[p] = await ok(file, jar, { path: p, params });
  return state;
}

/** A creates one of everything through the routes, as the product would. */
async function buildFixture(): Promise<Fixture> {
  const a = await signUp({ verified: true, plan: "pro", prefix: "tenant-a", firstName: A_NAME.firstName });
  await db.user.update({ where: { id: a.userId }, data: { lastName: A_NAME.lastName } });
  const jar = a.jar;

  const debt = await ok<{ id: string }>("app/api/debts/route.ts", jar, { path: "/api/debts", json: A_DEBT }, "POST");
  const strategy = await ok<{ id: string }>(
    "app/api/calculate-strategies/route.ts",
    jar,
    { path: "/api/calculate-strategies", json: { extraPayment: "123.45" } },
    "POST",
  );
  const logged = await ok<{ payment: { id: string } }>(
    "app/api/payments/log/route.ts",
    jar,
    {
      path: "/api/payments/log",
      json: { debtId: debt.id, amount: A_PAYMENT, description: "A's private payment", paymentDate: day() },
    },
    "POST",
  );
  // A custom plan: its order names A's debt id, which B's plan routes must never show.
  await ok(
    "app/api/plan/route.ts",
    jar,
    { path: "/api/plan", json: { strategy: "custom", extraPayment: "123.45", customOrder: [debt.id] } },
    "PUT",
  );
  const goal = await ok<{ id: string }>(
    "app/api/goals/route.ts",
    jar,
    { path: "/api/goals", json: { name: "Savings", goalType: "savings", targetAmount: A_GOAL_TARGET } },
    "POST",
  );
  await ok(
    "app/api/goals/[id]/route.ts",
    jar,
    { path: `/api/goals/${goal.id}`, params: { id: goal.id }, json: { amount: A_GOAL_ADD } },
    "PATCH",
  );

  const educationId = "budgeting-basics";
  await ok(
    "app/api/education/[contentId]/progress/route.ts",
    jar,
    {
      path: `/api/education/${educationId}/progress`,
      params: { contentId: educationId },
      json: { timeSpent: 120, completed: false },
    },
    "POST",
  );

  const challengeId = "no-spend-week";
  const participation = await ok<{ id: string }>(
    "app/api/challenges/[id]/join/route.ts",
    jar,
    { path: `/api/challenges/${challengeId}/join`, params: { id: challengeId } },
    "POST",
  );
  await ok(
    "app/api/challenges/[id]/check-in/route.ts",
    jar,
    { path: `/api/challenges/${challengeId}/check-in`, params: { id: challengeId }, json: {} },
    "POST",
  );

  const letter = await ok<{ id: string }>(
    "app/api/negotiations/generate/route.ts",
    jar,
    {
      path: "/api/negotiations/generate",
      json: {
        debtId: debt.id,
        templateType: "hardship",
        userInputs: { creditorName: A_CREDITOR, accountNumber: "9876" },
      },
    },
    "POST",
  );

  const plan = await ok<{ id: string }>(
    "app/api/shared/create/route.ts",
    jar,
    { path: "/api/shared/create", json: { ...A_PLAN, targetDate: day(120) } },
    "POST",
  );
  const contribution = await ok<{ contribution: { id: string } }>(
    "app/api/shared/contribute/route.ts",
    jar,
    { path: "/api/shared/contribute", json: { sharedPlanId: plan.id, amount: A_CONTRIBUTION } },
    "POST",
  );
  await ok(
    "app/api/shared/invite/route.ts",
    jar,
    { path: "/api/shared/invite", json: { shared_plan_id: plan.id, email: A_INVITEE, monthly_target: "25" } },
    "POST",
  );
  const inviteMail = await db.outboxMessage.findFirstOrThrow({ where: { to: A_INVITEE, kind: "shared_plan_invite" } });
  const inviteToken = /\/invite\/([A-Za-z0-9_-]{43})/.exec(inviteMail.body)![1]!;

  const referral = await ok<{ inviteCode: string }>(
    "app/api/referrals/link/route.ts",
    jar,
    { path: "/api/referrals/link" },
    "POST",
  );
  const voice = await ok<{ id: string }>(
    "app/api/voice/route.ts",
    jar,
    { path: "/api/voice", json: { query: "What is my total debt?" } },
    "POST",
  );
  const asked = await call("app/api/coach/chat/route.ts", "POST", jar, {
    path: "/api/coach/chat",
    json: { text: A_COACH_QUESTION },
  });
  if (asked.status !== 200) throw new Error(`POST /api/coach/chat answered ${asked.status}: ${asked.text}`);
  const coach = await ok<{ conversations: { id: string }[] }>("app/api/coach/conversations/route.ts", jar, {
    path: "/api/coach/conversations",
  });
  await ok(
    "app/api/reminders/preferences/route.ts",
    jar,
    { path: "/api/reminders/preferences", json: { daysBefore: 5 } },
    "PUT",
  );
  await ok(
    "app/api/reminders/phone/route.ts",
    jar,
    { path: "/api/reminders/phone", json: { phoneNumber: A_PHONE } },
    "POST",
  );
  const sms = await db.outboxMessage.findFirstOrThrow({
    where: { userId: a.userId, channel: "sms" },
    orderBy: { createdAt: "desc" },
  });
  const phoneCode = /\b(\d{6})\b/.exec(sms.body)![1]!;

  const checkout = await ok<{ sessionId: string }>(
    "app/api/billing/create-checkout-session/route.ts",
    jar,
    { path: "/api/billing/create-checkout-session", json: { plan: "basic" } },
    "POST",
  );

  await ok("app/api/account/calendar/route.ts", jar, { path: "/api/account/calendar" }, "POST");

  // Before the token: adding a passkey revokes every API token of the account.
  const passkeyOptions = await ok<PublicKeyCredentialCreationOptionsJSON>(
    "app/api/account/passkeys/options/route.ts",
    jar,
    { path: "/api/account/passkeys/options", json: {} },
    "POST",
  );
  const passkeyRegistration = new SoftwareAuthenticator().register(passkeyOptions);
  const passkey = await ok<AddedPasskeyDto>(
    "app/api/account/passkeys/route.ts",
    jar,
    { path: "/api/account/passkeys", json: { name: A_PASSKEY, response: passkeyRegistration } },
    "POST",
  );

  const apiToken = await ok<{ apiToken: { id: string } }>(
    "app/api/tokens/route.ts",
    jar,
    { path: "/api/tokens", json: { name: "A's script" } },
    "POST",
  );

  const { publicToken } = plaid.connect({ institutionName: A_BANK });
  const plaidItem = await ok<{ id: string; accounts: { id: string }[] }>(
    "app/api/plaid/exchange/route.ts",
    jar,
    { path: "/api/plaid/exchange", json: { publicToken } },
    "POST",
  );

  const pushDevice = await ok<{ id: string }>(
    "app/api/push/subscriptions/route.ts",
    jar,
    {
      path: "/api/push/subscriptions",
      json: {
        endpoint: A_PUSH_ENDPOINT,
        keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 7).toString("base64url") },
      },
    },
    "POST",
  );

  const statement = new FormData();
  statement.set("file", new File([A_STATEMENT], "statement.csv"));
  statement.set("debtId", debt.id);
  const imported = await ok<{ id: string }>(
    "app/api/imports/route.ts",
    jar,
    { path: "/api/imports", formData: statement },
    "POST",
  );

  return {
    a,
    importId: imported.id,
    apiTokenId: apiToken.apiToken.id,
    plaidItemId: plaidItem.id,
    plaidAccountId: plaidItem.accounts[0]!.id,
    pushDeviceId: pushDevice.id,
    passkeyId: passkey.passkey.id,
    passkeyRegistration,
    debtId: debt.id,
    strategyId: strategy.id,
    paymentId: logged.payment.id,
    goalId: goal.id,
    letterId: letter.id,
    planId: plan.id,
    contributionId: contribution.contribution.id,
    inviteToken,
    referralCode: referral.inviteCode,
    voiceQueryId: voice.id,
    coachConversationId: coach.conversations[0]!.id,
    checkoutSessionId: checkout.sessionId,
    phoneCode,
    educationId,
    challengeId,
    participationId: participation.id,
  };
}

/**
 * A's values found in `text`. Amounts match as whole numbers only ("33.39" is not in "$133.39", which B's own
 * figures can produce); everything else as a case-insensitive substring.
 */
function leaks(text: string, secrets: string[]): string[] {
  const lower = text.toLowerCase();
  return secrets.filter((s) => {
    if (!s) return false;
    if (!/^\d+(\.\d+)?$/.test(s)) return lower.includes(s.toLowerCase());
    return new RegExp(`(?<![\\d.,])${s.replace(".", "\\.")}(?![\\d])`).test(text);
  });
}

describe("a second user can neither read nor change the first user's records", () => {
  let f: Fixture;
  let b: User;
  let before: Record<string, unknown>;

  beforeAll(async () => {
    f = await buildFixture();
    b = await signUp({ verified: true, plan: "pro", prefix: "tenant-b", firstName: "Bertram" });
    before = await stateOf(f);
  });

  beforeEach(async () => {
    // Some of B's own calls change B's plan (the local cancel): every case starts from Pro, the most capable plan.
    if (b)
      await db.user.update({
        where: { id: b.userId },
        data: { subscriptionPlan: "pro", subscriptionStatus: "active" },
      });
  });

  for (const [file, entry] of Object.entries(ROUTES)) {
    if (!("cases" in entry)) continue;
    for (const c of entry.cases) {
      it(`${c.method} ${file.replace(/^app|\/route\.ts$/g, "")}: ${c.name} (${c.kind === "foreign" ? `refused ${c.status.join("/")}` : "own data only"})`, async () => {
        const jar = c.as === "stranger" ? (await signUp({ prefix: "stranger" })).jar : b.jar;
        const res = await call(file, c.method, jar, c.request(f));
        const allowed = new Set(c.allow?.(f) ?? []);
        expect(
          leaks(
            res.text,
            secretsOf(f).filter((s) => !allowed.has(s)),
          ),
        ).toEqual([]);
        if (!c.status.includes(res.status))
          throw new Error(`expected ${c.status.join(" or ")}, got ${res.status}: ${res.text.slice(0, 300)}`);
        if (c.kind === "foreign") expect(res.status >= 200 && res.status < 300).toBe(false);
      });
    }
  }

  it("leaves every one of A's records exactly as it was (re-read through A's own routes)", async () => {
    expect(await stateOf(f)).toEqual(before);
    // What the routes do not show: the pending phone code is still A's, the invitation still open.
    const pref = await db.reminderPreference.findUniqueOrThrow({ where: { userId: f.a.userId } });
    expect(pref.pendingPhoneNumber).toBe(A_PHONE);
    const invite = await db.sharedPlanMember.findFirstOrThrow({ where: { sharedPlanId: f.planId, email: A_INVITEE } });
    expect(invite).toMatchObject({ status: "invited", userId: null });
    expect(await db.sharedPlanMember.count({ where: { sharedPlanId: f.planId, userId: b.userId } })).toBe(0);
    // Everything B created through the "own" cases belongs to B.
    expect(await db.debt.count({ where: { userId: f.a.userId } })).toBe(1);
    expect(await db.goal.count({ where: { userId: f.a.userId } })).toBe(1);
    expect(await db.sharedPlan.count({ where: { ownerId: f.a.userId } })).toBe(1);
    expect(await db.user.findUniqueOrThrow({ where: { id: f.a.userId } })).toMatchObject({
      subscriptionPlan: "pro",
      email: f.a.email,
    });
  });
});

describe("the route table", () => {
  const routeFiles = listRouteFiles("app/api");

  it("covers every route file under app/api (mark new public routes with a reason)", () => {
    const missing = routeFiles.filter((file) => !(file in ROUTES));
    expect(missing).toEqual([]);
  });

  it("lists no route file that no longer exists", () => {
    const stale = Object.keys(ROUTES).filter((file) => !routeFiles.includes(file));
    expect(stale).toEqual([]);
  });

  it("has a case for every method each user-owned route exports, and a reason for every public one", async () => {
    const uncovered: string[] = [];
    for (const file of routeFiles) {
      const entry = ROUTES[file];
      if (!entry) continue;
      if ("public" in entry) {
        expect(entry.public.length).toBeGreaterThan(10);
        continue;
      }
      const mod = await loadRoute(file);
      for (const method of METHODS) {
        if (mod[method] && !entry.cases.some((c) => c.method === method)) uncovered.push(`${method} ${file}`);
      }
      for (const c of entry.cases)
        if (!mod[c.method]) uncovered.push(`${file} has a case for ${c.method}, which it does not export`);
    }
    expect(uncovered).toEqual([]);
  });
});

function listRouteFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(process.cwd(), dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listRouteFiles(rel));
    else if (entry.name === "route.ts") out.push(rel);
  }
  return out.sort();
}
