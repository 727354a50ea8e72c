import { z } from "zod";

// The one place the app imports zod from (ESLint refuses "zod" elsewhere), so this runs before any schema is
// built. In the browser zod must not compile its parsers with `new Function()`: the CSP (lib/security-headers.ts)
// has no 'unsafe-eval', and even zod's try-and-catch probe for it is reported as a CSP violation (a Lighthouse
// best-practices failure). The server keeps the faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
