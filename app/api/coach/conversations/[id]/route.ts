import { route } from "@/lib/api";
import { deleteCoachConversation, getCoachConversation } from "@/lib/coach/chat";

// GET /api/coach/conversations/{id} -> {id, title, messages: [{id, role, text, writer, createdAt}]}, oldest message
// first. 404 unknown or another user's conversation.
export const GET = route({}, ({ user, params }) => getCoachConversation(user.id, params.id!));

// DELETE /api/coach/conversations/{id} -> 204 (no body): the conversation and its messages. 404 unknown or another
// user's conversation.
export const DELETE = route({}, async ({ user, params }) => {
  await deleteCoachConversation(user.id, params.id!);
  return new Response(null, { status: 204 });
});
