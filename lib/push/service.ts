import "server-only";
import { hasFeature } from "@/lib/billing/gates";
import { db } from "@/lib/db";
import { env, features } from "@/lib/env";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { TPushSubscription } from "@/lib/validations/push";
import { endpointProblem } from "./endpoint";
import type { PushDeviceDto, PushSubscriptionsDto } from "./types";

// One row per push endpoint: subscribing again from the same browser updates its row, even from another account
// (the browser has one subscription; the last account signed in on it gets its reminders).

export const MAX_PUSH_DEVICES = 10;

export async function listPushDevices(user: { id: string; subscriptionPlan: string }): Promise<PushSubscriptionsDto> {
  const rows = await db.pushSubscription.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
  return {
    publicKey: features.push() ? env().VAPID_PUBLIC_KEY! : null,
    available: hasFeature(user, "emailReminders"),
    devices: rows.map(toDto),
  };
}

/** The route requires "emailReminders" (lib/api.ts): on Free a device would have nothing to receive. */
export async function subscribePush(
  user: { id: string },
  input: TPushSubscription,
  userAgent: string | null,
): Promise<PushDeviceDto> {
  if (!features.push()) throw fieldError("endpoint", "Push notifications are not set up on this server");
  const problem = await endpointProblem(input.endpoint);
  if (problem) throw fieldError("endpoint", problem);
  const data = { userId: user.id, p256dh: input.keys.p256dh, auth: input.keys.auth, label: deviceLabel(userAgent) };
  const row = await db.$transaction(async (tx) => {
    const existing = await tx.pushSubscription.findUnique({
      where: { endpoint: input.endpoint },
      select: { userId: true },
    });
    if (existing?.userId !== user.id) {
      const count = await tx.pushSubscription.count({ where: { userId: user.id } });
      if (count >= MAX_PUSH_DEVICES)
        throw fieldError("endpoint", `At most ${MAX_PUSH_DEVICES} devices; remove one in Settings first`);
    }
    return tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { endpoint: input.endpoint, ...data },
      update: { ...data, createdAt: existing?.userId === user.id ? undefined : new Date(), lastSuccessAt: null },
    });
  });
  return toDto(row);
}

export async function sendTestPush(user: { id: string }, id: string): Promise<PushDeviceDto> {
  const device = await db.pushSubscription.findFirst({ where: { id, userId: user.id } });
  if (!device) throw notFound("Device");
  const { sendPushToDevices } = await import("./send");
  const outcome = await sendPushToDevices([device], {
    title: "Push reminders are on",
    body: "This is how DebtWise reminds you before a payment is due.",
    url: "/settings/reminders",
    tag: `push_test:${device.id}`,
  });
  if (outcome.gone > 0) throw notFound("Device");
  if (outcome.sent === 0)
    throw new AppError(
      "conflict",
      `This device's push service refused the message (${outcome.error}). Remove it and turn push on again.`,
    );
  return toDto(await db.pushSubscription.findUniqueOrThrow({ where: { id: device.id } }));
}

export async function removePushDevice(user: { id: string }, id: string): Promise<void> {
  const { count } = await db.pushSubscription.deleteMany({ where: { id, userId: user.id } });
  if (count === 0) throw notFound("Device");
}

function toDto(row: {
  id: string;
  label: string;
  endpoint: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}): PushDeviceDto {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "A browser";
}
