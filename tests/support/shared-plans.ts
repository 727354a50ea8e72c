import { POST as createPlanRoute } from "@/app/api/shared/create/route";
import { CookieJar, callRoute } from "./route-client";

/** Test setup: a shared plan created through POST /api/shared/create by the signed-in `jar`, due in 90 days; its id. */
export async function createSharedPlan(jar: CookieJar, title: string): Promise<string> {
  const res = await callRoute(createPlanRoute, {
    path: "/api/shared/create",
    json: {
      title,
      goalAmount: "500",
      targetDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    },
    jar,
  });
  return ((await res.json()) as { id: string }).id;
}
