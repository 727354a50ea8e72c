import { z } from "@/lib/validations/zod";

// The keys' exact sizes (a P-256 point is 65 bytes, the auth secret 16) mean a message can always be encrypted to
// them; where the endpoint may point is the service's check (lib/push/endpoint.ts).
const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((v) => Buffer.from(v, "base64url").length === bytes, message);

export const ZPushSubscription = z.object({
  endpoint: z.url({ error: "endpoint must be the push service's URL" }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url)"),
    auth: base64url(16, "keys.auth must be the browser's 16-byte auth secret (base64url)"),
  }),
});

export type TPushSubscription = z.infer<typeof ZPushSubscription>;
