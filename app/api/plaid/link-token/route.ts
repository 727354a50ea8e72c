import { route } from "@/lib/api";
import { createLinkToken } from "@/lib/plaid/service";
import { ZLinkToken } from "@/lib/validations/plaid";

// POST /api/plaid/link-token {itemId?} -> {linkToken, expiration}: opens Plaid Link (with itemId: update mode, to
// Reconnect). 503 without Plaid keys, 404 for another user's connection, 409 past 10 connections.
export const POST = route({ body: ZLinkToken }, ({ user, body }) => createLinkToken(user.id, body));
