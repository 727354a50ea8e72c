/** How each lucide-react icon module imports its factory, the import next.config.ts redirects to ./lucide-icon.ts. */
export const LUCIDE_FACTORY = "../createLucideIcon.mjs";
