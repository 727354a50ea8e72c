// Tailwind 4 reads its theme from app/globals.css (@theme); this file tells it where classes live
// and is loaded from there with @config, so editors and the brief's layout both find it.
import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
};

export default config;
