import { z } from "zod";

// The one place the app imports zod from, so this runs before any schema is built. In the browser the CSP has no
// 'unsafe-eval', and even zod's probe for `new Function()` is reported as a CSP violation.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
