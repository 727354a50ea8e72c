import { ApiError } from "@/lib/client/api-client";
import type { ImportDto } from "@/lib/imports/types";

// POST /api/imports as multipart form data. Through XMLHttpRequest rather than fetch: fetch reports no upload
// progress, and a 5 MB export on a slow connection takes long enough to need it. A failure is the same ApiError
// ("<status>: <body>") every other call gives, so errorMessage and reportFailure read it alike.

export type UploadProgress = { stage: "uploading"; fraction: number } | { stage: "reading" };

export function uploadImportFile(
  file: File,
  debtId: string | null,
  onProgress: (progress: UploadProgress) => void,
): Promise<ImportDto> {
  const form = new FormData();
  form.append("file", file);
  if (debtId) form.append("debtId", debtId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/imports");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: "uploading", fraction: event.loaded / event.total });
    };
    // Sent: the server now reads and matches the file, which has no progress to report.
    xhr.upload.onload = () => onProgress({ stage: "reading" });
    xhr.onload = () => {
      const text = xhr.responseText || xhr.statusText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as ImportDto);
        } catch {
          reject(new Error("The server's answer could not be read. Please try again."));
        }
      } else {
        reject(new ApiError(xhr.status, `${xhr.status}: ${text}`, text));
      }
    };
    xhr.onerror = () => reject(new Error("The upload failed: check your connection and try again."));
    xhr.onabort = () => reject(new Error("The upload was stopped."));
    onProgress({ stage: "uploading", fraction: 0 });
    xhr.send(form);
  });
}
