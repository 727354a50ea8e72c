import { Monitor, Moon, Sun } from "lucide-react";

/**
 * The three theme choices (docs/product-rules.md "Themes"): System follows the device's light or dark setting and is
 * the default; Light and Dark are kept in this browser (next-themes' localStorage key) until changed.
 */
export const THEME_OPTIONS = [
  { value: "system", label: "System", icon: Monitor },
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
] as const;
