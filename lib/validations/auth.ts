import { z } from "@/lib/validations/zod";

// Shared by the login/sign-up forms and the server (POST /api/register, the credentials provider).

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const ZSignIn = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export type TSignIn = z.input<typeof ZSignIn>;

/**
 * The sign-in link form, and the server's key for the sign-in mail limits: trimmed and lower-cased as Auth.js's
 * e-mail provider does, so "A@x.com " and "a@x.com" share one counter.
 */
export const ZSignInLink = ZSignIn.pick({ email: true });
export type TSignInLink = z.input<typeof ZSignInLink>;

export const ZRegister = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "Password is too long"),
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(60, "First name is too long"),
  lastName: z.string().trim().max(60, "Last name is too long").optional().default(""),
});
export type TRegister = z.input<typeof ZRegister>;

/** Only same-site relative paths are accepted as a post-login destination (no open redirects). */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.startsWith("/api/") || value.startsWith("/login")) return "/";
  return value;
}
