import { existsSync } from "node:fs";

// The browsers the end-to-end tests run (Debian's packages; Playwright's own download is not used). Most tests run in
// Chromium's headless shell, what Playwright itself runs headless: about a third less CPU per test than the full
// browser in headless mode. The shell has no notifications (Notification.permission stays "denied" whatever is
// granted), so a test of push reminders asks for the full browser with `fullBrowser`.

export const FULL_CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** The default browser: CHROMIUM_PATH, else the headless shell, else the full browser when the shell is missing. */
export const defaultBrowser =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** `test.use(fullBrowser)`: the full Chromium, for what the headless shell lacks. */
export const fullBrowser = { launchOptions: { executablePath: FULL_CHROMIUM, args: LAUNCH_ARGS } };
