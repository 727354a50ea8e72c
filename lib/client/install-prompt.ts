// docs/product-rules.md "Installing the app": Chromium's `beforeinstallprompt` is held back until the results page
// offers installing after the first saved plan.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let capturing = false;

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

export function installPromptAvailable(): boolean {
  return deferred !== null;
}

export async function promptInstall(): Promise<"accepted" | "dismissed"> {
  const event = deferred;
  if (!event) return "dismissed";
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}
