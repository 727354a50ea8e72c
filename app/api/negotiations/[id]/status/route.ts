import { route } from "@/lib/api";
import { updateStatus } from "@/lib/negotiations/service";
import { ZLetterStatus } from "@/lib/validations/negotiations";

// PUT /api/negotiations/{id}/status {status, response?} -> LetterDto. 400 unless the status moves forward
// (draft -> sent -> responded -> resolved), 404 unknown or another user's letter, 409 changed concurrently.
export const PUT = route({ body: ZLetterStatus }, ({ user, body, params }) => updateStatus(user.id, params.id!, body));
