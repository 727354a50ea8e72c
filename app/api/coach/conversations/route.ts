import { route } from "@/lib/api";
import { listCoachConversations } from "@/lib/coach/chat";

// GET /api/coach/conversations -> {conversations: [{id, title, updatedAt, messageCount}], usage: {used, limit,
// resetsAt}}: the user's newest 100 conversations, newest first, and today's coach questions.
export const GET = route({}, ({ user }) => listCoachConversations(user));
