// @simplewebauthn/browser is fetched when a passkey button is used, so the sign-in page stays light.

import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { AddedPasskeyDto, PasskeyDto, PasskeySignInDto } from "@/lib/auth/passkey-types";
import { apiJson, errorMessage } from "./api-client";

const loadBrowser = () => import("@simplewebauthn/browser");

// As @simplewebauthn/browser's browserSupportsWebAuthn checks it, without loading the library.
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export const NO_PASSKEY_SUPPORT =
  "This browser cannot use passkeys. Try an up-to-date Chrome, Safari, Edge or Firefox, or sign in another way.";

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

export async function addPasskey(name: string): Promise<AddedPasskeyDto> {
  const optionsJSON = await apiJson<PublicKeyCredentialCreationOptionsJSON>("POST", "/api/account/passkeys/options", {
    purpose: "register",
  });
  const { startRegistration } = await loadBrowser();
  const response = await startRegistration({ optionsJSON });
  return apiJson<AddedPasskeyDto>("POST", "/api/account/passkeys", { name, response });
}

/** Proved by a fresh answer from any of the account's passkeys. */
export async function removePasskeyWithPasskey(id: string): Promise<PasskeyDto[]> {
  const response = await answerWith("/api/account/passkeys/options", { purpose: "remove" });
  return apiJson<PasskeyDto[]>("DELETE", `/api/account/passkeys/${id}`, { response });
}

export async function signInWithPasskey(callbackUrl: string): Promise<string> {
  const response = await answerWith("/api/auth/passkey/options");
  const answer = await apiJson<PasskeySignInDto>("POST", "/api/auth/passkey", { response, callbackUrl });
  return answer.callbackUrl;
}

export async function completeSecondStepWithPasskey(): Promise<void> {
  const response = await answerWith("/api/auth/second-factor/passkey/options");
  await apiJson("POST", "/api/auth/second-factor/passkey", { response });
}

async function answerWith(optionsUrl: string, body: unknown = {}) {
  const optionsJSON = await apiJson<PublicKeyCredentialRequestOptionsJSON>("POST", optionsUrl, body);
  const { startAuthentication } = await loadBrowser();
  return startAuthentication({ optionsJSON });
}
