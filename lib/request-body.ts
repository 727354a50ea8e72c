import { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";

// Every body is read through here, so no caller can make the server hold more than a route's cap in memory.

/** The largest real body (a 200-debt calculation or a letter form) is far below this. */
export const DEFAULT_MAX_BODY_BYTES = 100_000;

const tooLarge = () => new AppError("payload_too_large", "Request body is too large");

export function refuseDeclaredOversize(headers: Headers, maxBytes: number): void {
  const declared = headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw tooLarge();
}

export async function readBodyText(req: Request, maxBytes: number = DEFAULT_MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes));
}

export async function readBodyBytes(req: Request, maxBytes: number = DEFAULT_MAX_BODY_BYTES): Promise<Uint8Array> {
  refuseDeclaredOversize(req.headers, maxBytes);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop pulling: the client's remaining bytes are never buffered.
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concat(chunks, total);
}

export async function readFormData(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type))
    throw new AppError("bad_request", "Send the file as multipart/form-data.");
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload could not be read as multipart/form-data.");
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 0) return new Uint8Array();
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

// For handlers we do not own that read the body themselves, possibly more than once (Auth.js).
export async function withBoundedBody(req: NextRequest, maxBytes: number): Promise<NextRequest> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const body = await readBodyText(req, maxBytes);
  return new NextRequest(req.url, { method: req.method, headers: req.headers, body });
}
