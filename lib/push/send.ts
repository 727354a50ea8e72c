import "server-only";
import webpush from "web-push";
import { db } from "@/lib/db";
import { env, requireEnv } from "@/lib/env";
import { endpointProblem } from "./endpoint";
import type { PushPayload } from "./types";

// Sending one reminder to every device a user subscribed (docs/product-rules.md "Reminders"): the `web-push`
// library encrypts each message to the device's keys (RFC 8291, aes128gcm) and signs it with the server's VAPID key
// (RFC 8292); the request itself goes out through fetch, with its own timeout. A device whose push service answers
// 404 or 410 has unsubscribed or expired: its row goes.

/** How long a push service keeps an undelivered reminder for an offline phone: a day, after which it is stale. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface PushOutcome {
  /** Devices that accepted the message. */
  sent: number;
  /** Devices that are gone (404/410): removed. */
  gone: number;
  /** Devices that refused or could not be reached this time; the first error's message. */
  failed: number;
  error: string | null;
}

export async function sendPushToUser(userId: string, payload: PushPayload): Promise<PushOutcome> {
  return sendPushToDevices(await db.pushSubscription.findMany({ where: { userId } }), payload);
}

type Device = { id: string; endpoint: string; p256dh: string; auth: string };

export async function sendPushToDevices(devices: readonly Device[], payload: PushPayload): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0, error: null };
  const vapidDetails = {
    subject: env().VAPID_SUBJECT ?? defaultSubject(),
    publicKey: requireEnv("VAPID_PUBLIC_KEY"),
    privateKey: requireEnv("VAPID_PRIVATE_KEY"),
  };
  await Promise.all(
    devices.map(async (device) => {
      const problem = await endpointProblem(device.endpoint);
      if (problem) {
        outcome.failed++;
        outcome.error ??= problem;
        return;
      }
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TTL_SECONDS, urgency: "normal", contentEncoding: "aes128gcm" },
      );
      let status: number;
      try {
        const res = await fetch(request.endpoint, {
          method: "POST",
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await res.body?.cancel();
        status = res.status;
      } catch (error) {
        outcome.failed++;
        outcome.error ??= (error as Error).message;
        return;
      }
      if (status >= 200 && status < 300) {
        outcome.sent++;
        await db.pushSubscription.updateMany({ where: { id: device.id }, data: { lastSuccessAt: new Date() } });
      } else if (status === 404 || status === 410) {
        outcome.gone++;
        await db.pushSubscription.deleteMany({ where: { id: device.id } });
      } else {
        outcome.failed++;
        outcome.error ??= `push service answered ${status}`;
      }
    }),
  );
  return outcome;
}

/** The push services' contact when VAPID_SUBJECT is unset: the app's own https address, else a local mailbox. */
function defaultSubject(): string {
  const appUrl = env().APP_URL;
  return appUrl?.startsWith("https://") ? appUrl : "mailto:reminders@localhost";
}
