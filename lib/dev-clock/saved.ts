import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setClockOffsetMs } from "../clock";

// The dev clock's switches and its saved offset, read by the route's service and, at start-up, by scripts/serve.ts
// outside Next (so relative imports only, and plain settings instead of lib/env.ts). The offset is kept in the file
// `npm start` names in DEV_CLOCK_FILE (.data/dev-clock.json), so a moved clock survives a restart; e2e and test
// servers name none and always start on real time.

/** Keys of the outside services: with any of them set, the server may reach real people or money. */
const PROVIDER_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "OPENAI_API_KEY",
  "RESEND_API_KEY",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
] as const;

/** process.env or lib/env.ts's env(): only these keys are read. */
type Settings = Partial<Record<(typeof PROVIDER_KEYS)[number] | "OUTBOX_PAGE" | "DEV_CLOCK_FILE", string>> & {
  readonly [key: string]: unknown;
};

/** True when none of the Stripe, OpenAI, Resend or Twilio keys is set (blank counts as unset, as in lib/env.ts). */
export function noProviderKeys(settings: Settings): boolean {
  return PROVIDER_KEYS.every((key) => !settings[key]?.trim());
}

/** The switches alone (the request's loopback check aside): OUTBOX_PAGE=1 and no provider key at all. */
export function devClockSwitchedOn(settings: Settings): boolean {
  return settings.OUTBOX_PAGE?.trim() === "1" && noProviderKeys(settings);
}

/** The offset saved in `file`, in milliseconds; 0 when there is none or it is unreadable. */
export function readSavedOffsetMs(file: string): number {
  try {
    const { offsetMs } = JSON.parse(readFileSync(file, "utf8")) as { offsetMs?: unknown };
    return typeof offsetMs === "number" && Number.isSafeInteger(offsetMs) && offsetMs > 0 ? offsetMs : 0;
  } catch {
    return 0;
  }
}

/** Saves the offset to `file` whole (written aside, then renamed), so a crash never leaves half a file. */
export function saveOffsetMs(file: string, offsetMs: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify({ offsetMs })}\n`);
  renameSync(draft, file);
}

/** At server start: the saved offset, when a file is named and the switches allow the dev clock. Answers it. */
export function restoreSavedClock(settings: Settings): number {
  const file = settings.DEV_CLOCK_FILE?.trim();
  if (!file || !devClockSwitchedOn(settings)) return 0;
  const offsetMs = readSavedOffsetMs(file);
  if (offsetMs > 0) setClockOffsetMs(offsetMs);
  return offsetMs;
}
