import { goalReminderChannels, isPhoneVerified, reminderChannels } from "@/lib/reminders/channels";

// Which channels reminders go out on (docs/product-rules.md "Reminders"): the scheduler sends by this rule and the
// goal card promises by it.

const verified = new Date("2030-01-01T00:00:00Z");
const phone = { phoneNumber: "+14155550100", phoneVerifiedAt: verified };
const pref = (p: Partial<NonNullable<Parameters<typeof reminderChannels>[1]>> = {}) => ({
  emailEnabled: true,
  smsEnabled: false,
  phoneNumber: null,
  phoneVerifiedAt: null,
  ...p,
});

describe("reminderChannels", () => {
  it("e-mails Basic and Pro by default (no settings saved), nobody on Free", () => {
    expect(reminderChannels({ subscriptionPlan: "basic", emailVerified: verified }, null)).toEqual(["email"]);
    expect(reminderChannels({ subscriptionPlan: "pro", emailVerified: verified }, null)).toEqual(["email"]);
    expect(reminderChannels({ subscriptionPlan: "free", emailVerified: verified }, null)).toEqual([]);
    expect(
      reminderChannels({ subscriptionPlan: "free", emailVerified: verified }, pref({ smsEnabled: true, ...phone })),
    ).toEqual([]);
  });

  it("sends nothing to an unverified address, whatever the plan and settings", () => {
    expect(
      reminderChannels({ subscriptionPlan: "pro", emailVerified: null }, pref({ smsEnabled: true, ...phone })),
    ).toEqual([]);
  });

  it("follows the settings: e-mail off, SMS on Pro only with a verified number", () => {
    const pro = { subscriptionPlan: "pro", emailVerified: verified };
    expect(reminderChannels(pro, pref({ emailEnabled: false }))).toEqual([]);
    expect(reminderChannels(pro, pref({ smsEnabled: true, ...phone }))).toEqual(["email", "sms"]);
    expect(reminderChannels(pro, pref({ emailEnabled: false, smsEnabled: true, ...phone }))).toEqual(["sms"]);
    expect(reminderChannels(pro, pref({ smsEnabled: true, phoneNumber: "+14155550100" }))).toEqual(["email"]);
    expect(
      reminderChannels({ subscriptionPlan: "basic", emailVerified: verified }, pref({ smsEnabled: true, ...phone })),
    ).toEqual(["email"]);
  });
});

describe("goalReminderChannels", () => {
  it("is the same channels while the plan includes goals, none once it does not", () => {
    const settings = pref({ smsEnabled: true, ...phone });
    expect(goalReminderChannels({ subscriptionPlan: "pro", emailVerified: verified }, settings)).toEqual([
      "email",
      "sms",
    ]);
    expect(goalReminderChannels({ subscriptionPlan: "free", emailVerified: verified }, settings)).toEqual([]);
  });
});

describe("isPhoneVerified", () => {
  it("needs both a number and its verification", () => {
    expect(isPhoneVerified(phone)).toBe(true);
    expect(isPhoneVerified({ phoneNumber: "+14155550100", phoneVerifiedAt: null })).toBe(false);
    expect(isPhoneVerified(null)).toBe(false);
  });
});
