import { created, route } from "@/lib/api";
import { exchangePublicToken } from "@/lib/plaid/service";
import { ZExchangePlaid } from "@/lib/validations/plaid";

// POST /api/plaid/exchange {publicToken} -> 201 PlaidItemDto: the connection Link made, with its accounts. 503
// without Plaid keys or while Plaid is not answering, 400 for a token Plaid refuses, 409 past 10 connections.
export const POST = route({ body: ZExchangePlaid }, async ({ user, body }) =>
  created(await exchangePublicToken(user.id, body.publicToken)),
);
