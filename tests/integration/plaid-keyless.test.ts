import { PATCH as accountRoute } from "@/app/api/plaid/accounts/[id]/route";
import { POST as exchangeRoute } from "@/app/api/plaid/exchange/route";
import { GET as itemsRoute } from "@/app/api/plaid/items/route";
import { DELETE as removeRoute } from "@/app/api/plaid/items/[id]/route";
import { POST as syncRoute } from "@/app/api/plaid/items/[id]/sync/route";
import { POST as linkTokenRoute } from "@/app/api/plaid/link-token/route";
import { POST as webhookRoute } from "@/app/api/webhooks/plaid/route";
import { db } from "@/lib/db";
import { NO_PROVIDER_MESSAGE } from "@/lib/plaid/types";
import { callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// Connected accounts without Plaid keys (the keyed behaviour is in plaid.test.ts): every route says no bank
// connection provider is configured, and the webhook does not exist. File import stays the way in.

// The wrapper logs every 5xx; these are the expected ones.
beforeAll(() => jest.spyOn(console, "error").mockImplementation(() => {}));

afterAll(async () => {
  await db.$disconnect();
});

describe("without Plaid keys", () => {
  it("every connected-accounts route answers 503 naming the missing provider", async () => {
    const { jar } = await signUp({ prefix: "plaid-keyless" });
    const id = "anything";
    const answers = [
      await callRoute(linkTokenRoute, { path: "/api/plaid/link-token", json: {}, jar }),
      await callRoute(exchangeRoute, { path: "/api/plaid/exchange", json: { publicToken: "public-x" }, jar }),
      await callRoute(itemsRoute, { path: "/api/plaid/items", jar }),
      await callRoute(syncRoute, { path: `/api/plaid/items/${id}/sync`, params: { id }, jar }),
      await callRoute(removeRoute, { method: "DELETE", path: `/api/plaid/items/${id}`, params: { id }, jar }),
      await callRoute(accountRoute, {
        method: "PATCH",
        path: `/api/plaid/accounts/${id}`,
        params: { id },
        json: { autoApply: true },
        jar,
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: "unavailable", message: NO_PROVIDER_MESSAGE } });
    }
  });

  it("the webhook is a 404", async () => {
    const res = await callRoute(webhookRoute, {
      path: "/api/webhooks/plaid",
      rawBody: "{}",
      headers: { "content-type": "application/json", "plaid-verification": "x.y.z" },
    });
    expect(res.status).toBe(404);
  });
});
