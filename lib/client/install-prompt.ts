// The browser's offer to install DebtWise (docs/product-rules.md "Installing the app"). Chromium fires
// `beforeinstallprompt` once the site is installable, usually on the first page; it is kept here (the browser's own
// mini-infobar held back) until the results page offers it after the first saved plan. Safe in the browser only.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let capturing = false;

/** Starts keeping the install prompt (the signed-in layout calls it on every page, once). */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the browser offered installing (and the app is not installed yet). */
export function installPromptAvailable(): boolean {
  return deferred !== null;
}

/** Shows the browser's install dialog; answers what the user chose. The prompt can be used once. */
export async function promptInstall(): Promise<"accepted" | "dismissed"> {
  const event = deferred;
  if (!event) return "dismissed";
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}
