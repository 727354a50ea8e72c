// What /login says for the `error` codes Auth.js sends back. Shared by the page (full redirects) and the
// sign-in link form (which reads the code from Auth.js's answer and stays on the page).

const AUTH_ERRORS: Record<string, string> = {
  OAuthAccountNotLinked: "That email already has a DebtWise account. Sign in with your password instead.",
  AccessDenied: "Sign-in was cancelled or denied.",
  Verification: "That sign-in link has expired or was already used. Request a new one.",
  CredentialsSignin: "Incorrect email or password.",
};

export function authErrorMessage(code: string): string {
  return AUTH_ERRORS[code] ?? "Sign-in failed. Please try again.";
}
