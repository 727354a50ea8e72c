import { db } from "@/lib/db";
import { errorResponse } from "@/lib/api";

// GET /api/health: liveness and database reachability, for the host's checks and the test runner.
export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok" });
  } catch (error) {
    return errorResponse(error, req);
  }
}
