// Without next-auth's React bundle, which the login page would otherwise load.

import { errorMessage, apiJson, responseError } from "./api-client";
import type { TRegister } from "@/lib/validations/auth";

export async function fetchCsrfToken(): Promise<string> {
  const res = await fetch("/api/auth/csrf", { credentials: "include" });
  const data = (await res.json()) as { csrfToken: string };
  return data.csrfToken;
}

export async function signInWithPassword(email: string, password: string, callbackUrl: string): Promise<void> {
  const csrfToken = await fetchCsrfToken();
  const res = await fetch("/api/auth/callback/credentials", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl }),
  });
  if (!res.ok) throw new Error(errorMessage(await responseError(res)));
  const { url } = (await res.json()) as { url?: string };
  if (!url || /[?&]error=/.test(url)) throw new Error("Incorrect email or password.");
}

export async function registerAccount(input: TRegister): Promise<void> {
  await apiJson("POST", "/api/register", input);
}
