import { getPlan } from "@/lib/billing/plans";
import type { ReminderChannel } from "./types";

// Pure: the scheduler sends by it and the screens that promise a reminder read it, so a page never promises a
// reminder the run will not send.

export interface ReminderOwner {
  subscriptionPlan: string;
  emailVerified: Date | null;
  pushDevices?: number;
}

/** null: never saved, the defaults apply. */
export type ChannelPreference = {
  emailEnabled: boolean;
  smsEnabled: boolean;
  phoneNumber: string | null;
  phoneVerifiedAt: Date | null;
} | null;

export function isPhoneVerified(pref: Pick<NonNullable<ChannelPreference>, "phoneNumber" | "phoneVerifiedAt"> | null) {
  return Boolean(pref?.phoneNumber && pref.phoneVerifiedAt);
}

/** None to an unverified address: it, and so the phone, may be someone else's (docs/product-rules.md "Reminders"). */
export function reminderChannels(owner: ReminderOwner, pref: ChannelPreference): ReminderChannel[] {
  if (!owner.emailVerified) return [];
  const { flags } = getPlan(owner.subscriptionPlan);
  const channels: ReminderChannel[] = [];
  if (flags.emailReminders && (pref?.emailEnabled ?? true)) channels.push("email");
  if (flags.smsReminders && pref?.smsEnabled && isPhoneVerified(pref)) channels.push("sms");
  if (flags.emailReminders && (owner.pushDevices ?? 0) > 0) channels.push("push");
  return channels;
}

export function pushDevicesOf(subscribed: number, pushConfigured: boolean): number {
  return pushConfigured ? subscribed : 0;
}

export function goalReminderChannels(owner: ReminderOwner, pref: ChannelPreference): ReminderChannel[] {
  return getPlan(owner.subscriptionPlan).flags.goalsAnalytics ? reminderChannels(owner, pref) : [];
}
