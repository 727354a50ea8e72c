import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setClockOffsetMs } from "../clock";

// Also read by scripts/serve.ts outside Next: relative imports only, and plain settings instead of lib/env.ts.

const PROVIDER_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "OPENAI_API_KEY",
  "RESEND_API_KEY",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
] as const;

type Settings = Partial<Record<(typeof PROVIDER_KEYS)[number] | "OUTBOX_PAGE" | "DEV_CLOCK_FILE", string>> & {
  readonly [key: string]: unknown;
};

export function noProviderKeys(settings: Settings): boolean {
  return PROVIDER_KEYS.every((key) => !settings[key]?.trim());
}

export function devClockSwitchedOn(settings: Settings): boolean {
  return settings.OUTBOX_PAGE?.trim() === "1" && noProviderKeys(settings);
}

export function readSavedOffsetMs(file: string): number {
  try {
    const { offsetMs } = JSON.parse(readFileSync(file, "utf8")) as { offsetMs?: unknown };
    return typeof offsetMs === "number" && Number.isSafeInteger(offsetMs) && offsetMs > 0 ? offsetMs : 0;
  } catch {
    return 0;
  }
}

/** Written aside, then renamed, so a crash never leaves half a file. */
export function saveOffsetMs(file: string, offsetMs: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify({ offsetMs })}\n`);
  renameSync(draft, file);
}

export function restoreSavedClock(settings: Settings): number {
  const file = settings.DEV_CLOCK_FILE?.trim();
  if (!file || !devClockSwitchedOn(settings)) return 0;
  const offsetMs = readSavedOffsetMs(file);
  if (offsetMs > 0) setClockOffsetMs(offsetMs);
  return offsetMs;
}
