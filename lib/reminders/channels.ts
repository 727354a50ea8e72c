import { getPlan } from "@/lib/billing/plans";
import type { ReminderChannel } from "./types";

// Which channels a user's reminders go out on (docs/product-rules.md "Reminders"). Pure: the scheduler
// (./scheduler.ts) sends by it, and the screens that promise a reminder (a goal's auto-save line) read it, so a
// page never promises a reminder the run will not send.

/** The owner's side of the rule: the plan, and whether the account's address is verified. */
export interface ReminderOwner {
  subscriptionPlan: string;
  emailVerified: Date | null;
  /** Devices subscribed for push (0 when the server has no VAPID keys). */
  pushDevices?: number;
}

/** The user's reminder settings (null: never saved, the defaults apply). */
export type ChannelPreference = {
  emailEnabled: boolean;
  smsEnabled: boolean;
  phoneNumber: string | null;
  phoneVerifiedAt: Date | null;
} | null;

export function isPhoneVerified(pref: Pick<NonNullable<ChannelPreference>, "phoneNumber" | "phoneVerifiedAt"> | null) {
  return Boolean(pref?.phoneNumber && pref.phoneVerifiedAt);
}

/**
 * Payment reminders: e-mail when the plan includes it and the user has not turned it off (on by default), SMS
 * when the plan includes it, the user turned it on and the number is verified, push on every plan with e-mail
 * reminders to the devices the user subscribed (subscribing is turning it on; removing the device, off); none to
 * an unverified address (it, and so the phone, may be someone else's).
 */
export function reminderChannels(owner: ReminderOwner, pref: ChannelPreference): ReminderChannel[] {
  if (!owner.emailVerified) return [];
  const { flags } = getPlan(owner.subscriptionPlan);
  const channels: ReminderChannel[] = [];
  if (flags.emailReminders && (pref?.emailEnabled ?? true)) channels.push("email");
  if (flags.smsReminders && pref?.smsEnabled && isPhoneVerified(pref)) channels.push("sms");
  if (flags.emailReminders && (owner.pushDevices ?? 0) > 0) channels.push("push");
  return channels;
}

/** The devices push reaches for an owner: the subscribed ones, or none when this server has no VAPID keys. */
export function pushDevicesOf(subscribed: number, pushConfigured: boolean): number {
  return pushConfigured ? subscribed : 0;
}

/** A goal's monthly auto-save reminder: the same channels, while the plan still includes goals. */
export function goalReminderChannels(owner: ReminderOwner, pref: ChannelPreference): ReminderChannel[] {
  return getPlan(owner.subscriptionPlan).flags.goalsAnalytics ? reminderChannels(owner, pref) : [];
}
