import type { MetadataRoute } from "next";

// The web app manifest (docs/product-rules.md "Installing the app"), served at /manifest.webmanifest: what a phone or
// desktop browser needs to install DebtWise. Its icons are drawn from app/icon.svg by scripts/icons.ts.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "DebtWise",
    short_name: "DebtWise",
    description: "Your debt payoff plan: what to pay each debt this month, and when you will be debt-free.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#2447d6",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
