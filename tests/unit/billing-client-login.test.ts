// Leaving for the sign-in page: only the first reason counts (components/billing/billing-client.ts). A failed call
// and the subscribe page's own user check can notice the same ended session; a second `location.href` would cancel
// the first navigation and lose the sign-in page's "You are logged out" notice.

type Listener = (event: { persisted: boolean }) => void;

function fakeWindow() {
  const listeners: Listener[] = [];
  const win = {
    location: { href: "http://localhost/subscribe", pathname: "/subscribe" },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    addEventListener: (_type: string, fn: Listener) => listeners.push(fn),
    restoreFromCache: () => listeners.splice(0).forEach((fn) => fn({ persisted: true })),
  };
  (globalThis as { window?: unknown }).window = win;
  return win;
}

async function load() {
  jest.resetModules();
  return import("@/components/billing/billing-client");
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { window?: unknown }).window;
});

it("a 401 then the page's user check: the ended-session redirect wins and is not replaced", async () => {
  const win = fakeWindow();
  const { handleLoggedOut, handleNotSignedIn } = await load();
  handleLoggedOut();
  jest.advanceTimersByTime(200);
  handleNotSignedIn();
  jest.advanceTimersByTime(500);
  expect(win.location.href).toBe("/api/login?ended=1&callbackUrl=%2Fsubscribe");
  jest.advanceTimersByTime(2000);
  expect(win.location.href).toBe("/api/login?ended=1&callbackUrl=%2Fsubscribe");
});

it("the page's user check first: its plain redirect is the only one", async () => {
  const win = fakeWindow();
  const { handleLoggedOut, handleNotSignedIn } = await load();
  handleNotSignedIn();
  handleLoggedOut();
  jest.advanceTimersByTime(600);
  expect(win.location.href).toBe("http://localhost/subscribe");
  jest.advanceTimersByTime(500);
  expect(win.location.href).toBe("/api/login");
});

it("a page restored from the back/forward cache can leave again", async () => {
  const win = fakeWindow();
  const { handleLoggedOut } = await load();
  handleLoggedOut();
  jest.advanceTimersByTime(600);
  win.location.href = "http://localhost/subscribe";
  win.restoreFromCache();
  handleLoggedOut();
  jest.advanceTimersByTime(600);
  expect(win.location.href).toBe("/api/login?ended=1&callbackUrl=%2Fsubscribe");
});
