import { installPushHandlers, notificationFor, sitePath, tabFor } from "@/lib/push/worker";

// The service worker's push side (docs/product-rules.md "Reminders"): what a reminder shows, where a click goes,
// run against a stand-in for the worker's global scope (app/sw.ts installs them).

const ORIGIN = "https://app.example.test";

interface FakeTab {
  url: string;
  controlled: boolean;
  focused?: boolean;
  navigatedTo?: string;
}

/** A service worker scope that records what the handlers do; `fire` runs an event to the end of its waitUntil. */
function fakeScope(tabs: FakeTab[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const closed: string[] = [];
  const client = (tab: FakeTab) => ({
    get url() {
      return tab.url;
    },
    focus: async () => {
      tab.focused = true;
      return client(tab);
    },
    navigate: async (url: string) => {
      if (!tab.controlled) throw new TypeError("not controlled by this worker");
      tab.navigatedTo = tab.url = url;
      return client(tab);
    },
  });
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
    },
    location: { origin: ORIGIN },
    clients: {
      matchAll: async () => tabs.map(client),
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
  };
  async function fire(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  const push = (payload: unknown) =>
    fire("push", { data: { text: () => (typeof payload === "string" ? payload : JSON.stringify(payload)) } });
  const click = (url: unknown) =>
    fire("notificationclick", { notification: { data: { url }, close: () => void closed.push(String(url)) } });
  return { scope, handlers, shown, opened, closed, push, click };
}

const installed = (tabs?: FakeTab[]) => {
  const fake = fakeScope(tabs);
  installPushHandlers(fake.scope as unknown as ServiceWorkerGlobalScope);
  return fake;
};

describe("notificationFor", () => {
  it("shows the reminder's title and body with the app's icon, and keeps its page and tag", () => {
    const text = JSON.stringify({
      title: "Payment due soon",
      body: "Your Visa Card payment (min $75.00) is due Mar 12.",
      url: "/dashboard#this-month-d1",
      tag: "payment_due_soon:o1",
    });
    expect(notificationFor(text)).toEqual({
      title: "Payment due soon",
      options: {
        body: "Your Visa Card payment (min $75.00) is due Mar 12.",
        icon: "/icons/icon-192.png",
        tag: "payment_due_soon:o1",
        data: { url: "/dashboard#this-month-d1" },
      },
    });
  });

  it("still shows something for an empty or unreadable message, opening the dashboard", () => {
    for (const text of [null, "", "not json", "42", '{"title": 7}']) {
      expect(notificationFor(text)).toMatchObject({
        title: "DebtWise",
        options: { body: "", data: { url: "/dashboard" } },
      });
    }
  });
});

describe("sitePath and tabFor", () => {
  it("opens paths on this site only", () => {
    expect(sitePath("/goals")).toBe("/goals");
    for (const url of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", 3, null])
      expect(sitePath(url)).toBe("/dashboard");
  });

  it("prefers the tab at the exact URL, then one on the same page, else none", () => {
    const target = `${ORIGIN}/dashboard#this-month-d1`;
    expect(tabFor([`${ORIGIN}/goals`, `${ORIGIN}/dashboard`, target], target)).toBe(2);
    expect(tabFor([`${ORIGIN}/goals`, `${ORIGIN}/dashboard#this-month-d2`], target)).toBe(1);
    expect(tabFor([`${ORIGIN}/goals`, `${ORIGIN}/dashboard?x=1`, "https://other.example/dashboard"], target)).toBe(-1);
  });
});

describe("installPushHandlers", () => {
  it("a push shows the notification", async () => {
    const fake = installed();
    await fake.push({ title: "Auto-save reminder", body: "Time for it.", url: "/goals", tag: "t" });
    expect(fake.shown).toEqual([
      {
        title: "Auto-save reminder",
        options: { body: "Time for it.", icon: "/icons/icon-192.png", tag: "t", data: { url: "/goals" } },
      },
    ]);
  });

  it("a click closes the notification and opens its page in a new window when no tab shows it", async () => {
    const fake = installed([{ url: `${ORIGIN}/goals`, controlled: true }]);
    await fake.click("/dashboard#this-month-d1");
    expect(fake.closed).toEqual(["/dashboard#this-month-d1"]);
    expect(fake.opened).toEqual([`${ORIGIN}/dashboard#this-month-d1`]);
  });

  it("a click focuses the tab already there, and moves a tab on the same page to the debt's row", async () => {
    const exact: FakeTab = { url: `${ORIGIN}/dashboard#this-month-d1`, controlled: true };
    let fake = installed([exact]);
    await fake.click("/dashboard#this-month-d1");
    expect(exact.focused).toBe(true);
    expect(exact.navigatedTo).toBeUndefined();
    expect(fake.opened).toEqual([]);

    const samePage: FakeTab = { url: `${ORIGIN}/dashboard`, controlled: true };
    fake = installed([samePage]);
    await fake.click("/dashboard#this-month-d1");
    expect(samePage).toMatchObject({ focused: true, navigatedTo: `${ORIGIN}/dashboard#this-month-d1` });
    expect(fake.opened).toEqual([]);
  });

  it("a tab the worker does not control cannot be moved: the page opens beside it", async () => {
    const tab: FakeTab = { url: `${ORIGIN}/dashboard`, controlled: false };
    const fake = installed([tab]);
    await fake.click("/dashboard#this-month-d1");
    expect(tab.focused).toBe(true);
    expect(fake.opened).toEqual([`${ORIGIN}/dashboard#this-month-d1`]);
  });

  it("a click on a notification whose url leads off the site opens the dashboard", async () => {
    const fake = installed();
    await fake.click("https://evil.example/phish");
    expect(fake.opened).toEqual([`${ORIGIN}/dashboard`]);
  });
});
