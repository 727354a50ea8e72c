import {
  answerOwner,
  isUserCache,
  requestKind,
  userCacheNames,
  userKeyInHtml,
  USER_META_NAME,
} from "@/lib/offline/rules";
import { queuedFor, sameQueued, sendOutcome, type QueuedPayment } from "@/lib/offline/payment-queue";

const ORIGIN = "https://debtwise.test";
const KEY_A = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const KEY_B = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

function kind(path: string, mode = "cors", method = "GET", origin = ORIGIN) {
  return requestKind({ method, url: new URL(path, origin), mode, origin: ORIGIN });
}

describe("what the service worker keeps (docs/product-rules.md 'Offline and install')", () => {
  it("keeps the plan screens' documents and the GET answers they read, nothing else", () => {
    expect(kind("/dashboard", "navigate")).toBe("page");
    expect(kind("/payments", "navigate")).toBe("page");
    expect(kind("/results", "navigate")).toBe("page");
    expect(kind("/api/plan/this-month")).toBe("api");
    expect(kind("/api/payments?debtId=x&from=2026-11-01")).toBe("api");
    expect(kind("/api/strategies/latest/schedule?kind=avalanche")).toBe("api");
    expect(kind("/settings/billing", "navigate")).toBeNull();
    expect(kind("/api/billing/status")).toBeNull();
    expect(kind("/api/auth/user")).toBeNull();
    expect(kind("/api/debts/abc/months")).toBeNull();
    expect(kind("/api/payments/log", "cors", "POST")).toBeNull();
    expect(kind("/api/debts", "cors", "GET", "https://elsewhere.test")).toBeNull();
  });

  it("treats signing in or out as the moment to forget the user", () => {
    expect(kind("/login", "navigate")).toBe("sign-in-out");
    expect(kind("/login/second-step", "navigate")).toBe("sign-in-out");
    expect(kind("/api/logout", "navigate", "POST")).toBe("sign-in-out");
    expect(kind("/api/auth/callback/email?token=t", "navigate")).toBe("sign-in-out");
    expect(kind("/loginx", "navigate")).toBeNull();
  });

  it("names each user's caches by their key, and knows every user cache", () => {
    expect(userCacheNames(KEY_A)).toEqual({ page: `debtwise-pages-${KEY_A}`, api: `debtwise-api-${KEY_A}` });
    expect(userCacheNames(KEY_A).api).not.toBe(userCacheNames(KEY_B).api);
    expect(isUserCache(userCacheNames(KEY_B).page)).toBe(true);
    expect(isUserCache("serwist-precache-v2-https://debtwise.test/")).toBe(false);
  });

  it("reads the page's user from the layout's meta only", () => {
    expect(userKeyInHtml(`<head><meta name="${USER_META_NAME}" content="${KEY_A}"/></head>`)).toBe(KEY_A);
    expect(userKeyInHtml(`<meta name="${USER_META_NAME}" content="short"/>`)).toBeNull();
    expect(userKeyInHtml("<html><body>Sign in</body></html>")).toBeNull();
  });

  it("keeps an answer only for the user it names; a 401 or a page sent to sign in means signed out", () => {
    expect(answerOwner({ kind: "api", status: 200, type: "basic", owner: KEY_A })).toEqual({ owner: KEY_A });
    expect(answerOwner({ kind: "api", status: 200, type: "basic", owner: null })).toBe("unknown");
    expect(answerOwner({ kind: "api", status: 500, type: "basic", owner: KEY_A })).toBe("unknown");
    expect(answerOwner({ kind: "api", status: 401, type: "basic", owner: null })).toBe("signed-out");
    expect(answerOwner({ kind: "page", status: 0, type: "opaqueredirect", owner: null })).toBe("signed-out");
    expect(answerOwner({ kind: "page", status: 200, type: "basic", owner: KEY_B })).toEqual({ owner: KEY_B });
  });
});

function queued(key: string, userKey: string, amount: string, queuedAt: string): QueuedPayment {
  return {
    key,
    userKey,
    input: { debtId: "d1", amount, description: "Payment", paymentDate: "2026-11-28" },
    debtName: "Visa",
    queuedAt,
  };
}

describe("payments queued offline", () => {
  it("drops a payment once sent or refused, and keeps it for later on no answer, 5xx, 429 or 409", () => {
    expect(sendOutcome(201)).toBe("sent");
    expect(sendOutcome(200)).toBe("sent");
    expect(sendOutcome(400)).toBe("refused");
    expect(sendOutcome(401)).toBe("refused");
    expect(sendOutcome(404)).toBe("refused");
    for (const status of [null, 409, 429, 500, 503]) expect(sendOutcome(status)).toBe("retry");
  });

  it("sends a user's own payments only, oldest first", () => {
    const list = [
      queued("k2", KEY_A, "20.00", "2026-11-28T10:00:00.000Z"),
      queued("k3", KEY_B, "30.00", "2026-11-28T09:00:00.000Z"),
      queued("k1", KEY_A, "10.00", "2026-11-28T08:00:00.000Z"),
    ];
    expect(queuedFor(list, KEY_A).map((q) => q.key)).toEqual(["k1", "k2"]);
  });

  it("finds the same payment already waiting (same debt, day and amount to the cent)", () => {
    const list = [queued("k1", KEY_A, "50.00", "2026-11-28T08:00:00.000Z")];
    const input = { debtId: "d1", amount: "50", description: "Payment", paymentDate: "2026-11-28" };
    expect(sameQueued(list, input)?.key).toBe("k1");
    expect(sameQueued(list, { ...input, amount: "50.01" })).toBeNull();
    expect(sameQueued(list, { ...input, paymentDate: "2026-11-27" })).toBeNull();
  });
});
