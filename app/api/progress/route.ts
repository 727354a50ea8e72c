import { route } from "@/lib/api";
import { getProgress } from "@/lib/progress/service";

// GET /api/progress -> ProgressDto {months: [{month, actual, planned, minimumsOnly}], interestPaidToDate,
// interestSavedSoFar, startMonth, limited, upgradeMessage}. Plans without progress analytics (Free) get the
// current month only, with limited: true and the upgrade message.
export const GET = route({ token: "read" }, ({ user }) => getProgress(user));
