"use client";

import { useEffect } from "react";
import { usePlaidLink } from "react-plaid-link";

/**
 * Opens Plaid Link with `token` as soon as Plaid's script is ready (react-plaid-link loads it from Plaid's CDN), and
 * reports how it ended. Loaded only when a Connect or Reconnect was pressed, so the page itself carries none of it.
 */
export default function PlaidLinkLauncher({
  token,
  onSuccess,
  onExit,
}: {
  token: string;
  /** Link's public token; Plaid may give none in update mode (Reconnect), which needs no exchange. */
  onSuccess: (publicToken: string | null) => void;
  onExit: () => void;
}) {
  const { open, ready } = usePlaidLink({ token, onSuccess: (publicToken) => onSuccess(publicToken), onExit });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  return null;
}
