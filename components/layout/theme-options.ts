import { Monitor, Moon, Sun } from "lucide-react";

/** docs/product-rules.md "Themes"; the choice is kept in this browser (next-themes' localStorage key). */
export const THEME_OPTIONS = [
  { value: "system", label: "System", icon: Monitor },
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
] as const;
