import { route } from "@/lib/api";

// GET /api/auth/user -> {id, email, firstName, lastName, subscriptionPlan, subscriptionStatus, emailVerified} or 401.
export const GET = route({}, ({ user }) => user);
