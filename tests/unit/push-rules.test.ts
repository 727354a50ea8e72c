import { endpointProblem, isPrivateAddress } from "@/lib/push/endpoint";
import { publicOnlyLookup } from "@/lib/push/send";
import { deviceLabel } from "@/lib/push/service";
import { reminderPush } from "@/lib/reminders/messages";
import { reminderChannels } from "@/lib/reminders/channels";

// Web Push's pure rules (docs/product-rules.md "Reminders"): where the server may send, how a device is named,
// what a reminder says, and who gets push.

describe("endpointProblem", () => {
  const refuse = (url: string) => endpointProblem(url, { allowPrivate: false });

  it("takes https endpoints on public addresses", async () => {
    expect(await refuse("https://8.8.8.8/push/abc")).toBeNull();
    expect(await refuse("https://[2606:4700::1111]/push")).toBeNull();
  });

  it("refuses plain http, loopback, private, link-local and unresolvable hosts", async () => {
    for (const url of [
      "http://8.8.8.8/push",
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://172.16.0.1/x",
      "https://192.168.1.1/x",
      "https://169.254.169.254/latest",
      "https://100.64.0.1/x",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://[fe80::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://localhost/x",
      "https://push.localhost/x",
      "https://no-such-host.invalid/x",
      "not a url",
    ]) {
      expect(await refuse(url)).not.toBeNull();
    }
  });

  it("the tests' switch lets a local endpoint through", async () => {
    expect(await endpointProblem("http://127.0.0.1:4000/push/x", { allowPrivate: true })).toBeNull();
  });

  it("isPrivateAddress knows the public from the private", () => {
    expect(isPrivateAddress("93.184.216.34")).toBe(false);
    expect(isPrivateAddress("172.32.0.1")).toBe(false);
    expect(isPrivateAddress("172.31.255.255")).toBe(true);
    expect(isPrivateAddress("0.0.0.0")).toBe(true);
    expect(isPrivateAddress("224.0.0.1")).toBe(true);
  });
});

describe("deviceLabel", () => {
  it("names the browser and the system", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
    expect(deviceLabel(null)).toBe("A browser");
  });
});

describe("push reminders' rules", () => {
  const verified = new Date("2031-01-01T00:00:00Z");

  it("push goes with every plan that has reminders, to subscribed devices only", () => {
    expect(reminderChannels({ subscriptionPlan: "basic", emailVerified: verified, pushDevices: 1 }, null)).toEqual([
      "email",
      "push",
    ]);
    expect(reminderChannels({ subscriptionPlan: "basic", emailVerified: verified, pushDevices: 0 }, null)).toEqual([
      "email",
    ]);
    expect(reminderChannels({ subscriptionPlan: "free", emailVerified: verified, pushDevices: 2 }, null)).toEqual([]);
    expect(reminderChannels({ subscriptionPlan: "pro", emailVerified: null, pushDevices: 2 }, null)).toEqual([]);
  });

  it("the notification says what is due and when, without the SMS's opt-out line", () => {
    const reminder = { kind: "missed" as const, dueDate: "2031-03-12", daysLate: 2 };
    expect(reminderPush({ reminder, debtName: "Visa Card", minPayment: "75.00", plannedPayment: "150.00" })).toEqual({
      title: "Payment not logged yet",
      body: "No payment logged for Visa Card, due Mar 12. Already paid? Log it in DebtWise.",
    });
  });
});

describe("publicOnlyLookup", () => {
  // The POST's own resolver: a name that passed endpointProblem and was then re-pointed at an internal address is
  // refused when the connection is made (lib/push/send.ts).
  const resolve = (allowPrivate: boolean, host: string) =>
    new Promise<unknown>((done) =>
      publicOnlyLookup(allowPrivate)(host, { all: true }, (error, addresses) => done(error ?? addresses)),
    );

  it("refuses a name that resolves to a loopback address, unless the tests' switch is on", async () => {
    expect(await resolve(false, "localhost")).toEqual(
      new Error("the push endpoint's host resolved to a private address"),
    );
    expect(await resolve(true, "localhost")).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) })]),
    );
  });
});
