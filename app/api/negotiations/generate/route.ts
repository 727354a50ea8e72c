import { created, route } from "@/lib/api";
import { GENERATE_LETTER_RATE_LIMIT, generateLetter, generateLetterRateLimitKey } from "@/lib/negotiations/service";
import { ZGenerateLetter } from "@/lib/validations/negotiations";

// POST /api/negotiations/generate {debtId, templateType, userInputs {creditorName, accountNumber (last 4 digits),
// hardshipReason?, proposedPayment?, settlementAmount?, settlementPercentage?, paymentDate?}} -> 201 LetterDto
// (a draft). 400 invalid input, 404 unknown or another user's debt, 429 past 20 letters an hour.
export const POST = route(
  {
    body: ZGenerateLetter,
    rateLimit: (_req, user) => ({ key: generateLetterRateLimitKey(user?.id), rule: GENERATE_LETTER_RATE_LIMIT }),
  },
  async ({ user, body }) => created(await generateLetter(user, body)),
);
