import "server-only";
import { lookup, type LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { db } from "@/lib/db";
import { env, requireEnv } from "@/lib/env";
import { endpointProblem, isPrivateAddress } from "./endpoint";
import type { PushPayload } from "./types";

// Sent here rather than by web-push's sendNotification (https only; the tests' push service is plain http), through a
// resolver that refuses private addresses at connect time, so a name that passed endpointProblem cannot be re-pointed
// at an internal host before the POST (DNS rebinding); no redirect is followed. A 404 or 410: the device is gone.

/** A reminder still undelivered after a day is stale. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface PushOutcome {
  sent: number;
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
  const allowPrivate = env().PUSH_ALLOW_PRIVATE_ENDPOINTS === "1";
  const fail = (device: Device, error: string) => {
    outcome.failed++;
    outcome.error ??= error;
    // The device's id only: an endpoint is a capability URL (whoever has it can push to the device).
    console.warn(`[push] device ${device.id}: ${error}`);
  };
  const vapidDetails = {
    subject: env().VAPID_SUBJECT ?? defaultSubject(),
    publicKey: requireEnv("VAPID_PUBLIC_KEY"),
    privateKey: requireEnv("VAPID_PRIVATE_KEY"),
  };
  await Promise.all(
    devices.map(async (device) => {
      const problem = await endpointProblem(device.endpoint, { allowPrivate });
      if (problem) return fail(device, problem);
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TTL_SECONDS, urgency: "normal", contentEncoding: "aes128gcm" },
      );
      let status: number;
      try {
        status = await post(request.endpoint, request.headers as Record<string, string>, request.body, allowPrivate);
      } catch (error) {
        return fail(device, (error as Error).message);
      }
      if (status >= 200 && status < 300) {
        outcome.sent++;
        await db.pushSubscription.updateMany({ where: { id: device.id }, data: { lastSuccessAt: new Date() } });
      } else if (status === 404 || status === 410) {
        outcome.gone++;
        await db.pushSubscription.deleteMany({ where: { id: device.id } });
      } else {
        fail(device, `push service answered ${status}`);
      }
    }),
  );
  return outcome;
}

function defaultSubject(): string {
  const appUrl = env().APP_URL;
  return appUrl?.startsWith("https://") ? appUrl : "mailto:reminders@localhost";
}

function post(endpoint: string, headers: Record<string, string>, body: Buffer | null, allowPrivate: boolean) {
  return new Promise<number>((resolve, reject) => {
    const url = new URL(endpoint);
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: "POST", headers, lookup: publicOnlyLookup(allowPrivate), timeout: SEND_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("the push service did not answer in time")));
    req.on("error", reject);
    req.end(body ?? undefined);
  });
}

export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
        return callback(new Error("the push endpoint's host resolved to a private address"), "", 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}
