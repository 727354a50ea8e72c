// The browser side of passkeys (lib/auth/passkeys.ts on the server): ask the server for options, hand them to the
// browser's WebAuthn prompt through @simplewebauthn/browser, send the answer back. The library is fetched when a
// passkey button is used, not with the page (the sign-in page stays light for everyone who types a password).

import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { AddedPasskeyDto, PasskeyDto, PasskeySignInDto } from "@/lib/auth/passkey-types";
import { apiJson, errorMessage } from "./api-client";

const loadBrowser = () => import("@simplewebauthn/browser");

/**
 * Whether this browser can use passkeys at all (WebAuthn), as @simplewebauthn/browser's browserSupportsWebAuthn
 * checks it, without loading the library to find out.
 */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export const NO_PASSKEY_SUPPORT =
  "This browser cannot use passkeys. Try an up-to-date Chrome, Safari, Edge or Firefox, or sign in another way.";

/** What to tell the person when a passkey step failed: the prompt closed, a key already added, or the server's word. */
export function passkeyProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code;
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError")
    return "The passkey prompt was closed or timed out, so nothing happened. You can try again.";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return "That passkey is already added to your account. Use another device or security key.";
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError")
    return "Passkeys do not work on this address. Open DebtWise at its usual address and try again.";
  if (name === "NotSupportedError") return NO_PASSKEY_SUPPORT;
  return errorMessage(error);
}

/** A name for a new passkey from this browser and system ("Chrome on macOS"); the person can change it. */
export function defaultPasskeyName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const system = /iPhone|iPad/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return system ? `${browser} on ${system}` : browser;
}

/** Settings > Security's "Add a passkey": the browser makes one, the server keeps it under `name`. */
export async function addPasskey(name: string): Promise<AddedPasskeyDto> {
  const optionsJSON = await apiJson<PublicKeyCredentialCreationOptionsJSON>("POST", "/api/account/passkeys/options", {
    purpose: "register",
  });
  const { startRegistration } = await loadBrowser();
  const response = await startRegistration({ optionsJSON });
  return apiJson<AddedPasskeyDto>("POST", "/api/account/passkeys", { name, response });
}

/** Removes a passkey, proved by a fresh answer from any of the account's passkeys. Answers the passkeys left. */
export async function removePasskeyWithPasskey(id: string): Promise<PasskeyDto[]> {
  const response = await answerWith("/api/account/passkeys/options", { purpose: "remove" });
  return apiJson<PasskeyDto[]>("DELETE", `/api/account/passkeys/${id}`, { response });
}

/** "Sign in with a passkey": answers where to go next. */
export async function signInWithPasskey(callbackUrl: string): Promise<string> {
  const response = await answerWith("/api/auth/passkey/options");
  const answer = await apiJson<PasskeySignInDto>("POST", "/api/auth/passkey", { response, callbackUrl });
  return answer.callbackUrl;
}

/** The pending sign-in's second step with one of its passkeys. */
export async function completeSecondStepWithPasskey(): Promise<void> {
  const response = await answerWith("/api/auth/second-factor/passkey/options");
  await apiJson("POST", "/api/auth/second-factor/passkey", { response });
}

async function answerWith(optionsUrl: string, body: unknown = {}) {
  const optionsJSON = await apiJson<PublicKeyCredentialRequestOptionsJSON>("POST", optionsUrl, body);
  const { startAuthentication } = await loadBrowser();
  return startAuthentication({ optionsJSON });
}
