import { z } from "@/lib/validations/zod";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";
import { PASSWORD_MIN_LENGTH } from "./form-limits";
import { signUpTimeZoneField } from "./time-zone";
export { PASSWORD_MIN_LENGTH };

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const emailField = email;

export const ZSignIn = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export type TSignIn = z.input<typeof ZSignIn>;

/** Trimmed and lower-cased as Auth.js's e-mail provider does, so "A@x.com " and "a@x.com" share one mail limit. */
export const ZSignInLink = ZSignIn.pick({ email: true });
export type TSignInLink = z.input<typeof ZSignInLink>;

export const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password is too long");

/** One line each: they go into mail subjects and greetings. */
export const firstNameField = z
  .string({ error: "First name is required" })
  .trim()
  .min(1, "First name is required")
  .max(60, "First name is too long")
  .refine(isSingleLine, `First name ${CONTROL_CHARACTERS_MESSAGE}`);
export const lastNameField = z
  .string()
  .trim()
  .max(60, "Last name is too long")
  .refine(isSingleLine, `Last name ${CONTROL_CHARACTERS_MESSAGE}`)
  .optional()
  .default("");

export const ZRegister = z.object({
  email,
  password: newPassword,
  firstName: firstNameField,
  lastName: lastNameField,
  timeZone: signUpTimeZoneField,
});
export type TRegister = z.input<typeof ZRegister>;

/** A placeholder origin for resolving relative values: only its sameness matters, never its name. */
const PLACEHOLDER_ORIGIN = "http://debtwise.invalid";

/**
 * Resolved with the URL parser, as browsers do: they drop tabs and line breaks and read "\" as "/", so
 * "/\t/evil.example" is "//evil.example" to them. The result holds no control character: a valid Location header.
 */
export function sameOriginPath(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // The parser already turns "//x" into an authority; belt and braces for a Location the browser would read so.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}

/** Never an API route or the login page itself; anything else (other sites, unparsable or oversized values) is "/". */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return "/";
  const path = sameOriginPath(value, PLACEHOLDER_ORIGIN);
  if (!path) return "/";
  const pathname = new URL(path, PLACEHOLDER_ORIGIN).pathname;
  if (pathname.startsWith("/api/") || pathname === "/login" || pathname.startsWith("/login/")) return "/";
  return path;
}
