import type { Metadata, Viewport } from "next";
import { ThemeProvider } from "next-themes";
import { GeistSans } from "./fonts/geist-sans";
import "./globals.css";

// No cookie or header reads here: the root layout wraps the public pages, which must stay static. The one client
// provider is the theme's (next-themes, about 2 KB), which every page needs (docs/product-rules.md "Themes"): its
// inline script puts "dark" or "light" on <html> before the first paint, so no page flashes the wrong theme, and
// <html> is exempt from the hydration check because that class is not in the server's HTML. Transitions are turned
// off around a theme switch by the theme menus (components/layout/use-theme-choice.ts), not here: next-themes' option
// for it restyles the whole page twice on every load. Other providers would
// ship TanStack Query, the toaster and tooltips to the landing page, which needs none of them: the layouts of the
// pages that do (signed-in shell, legal, 404, unsubscribe, outbox) add AppProviders.
export const metadata: Metadata = {
  title: { default: "DebtWise: your debt payoff plan", template: "%s | DebtWise" },
  description:
    "Enter your debts and get a clear payoff plan comparing the avalanche and snowball methods, with reminders, progress tracking and a plain-English explanation.",
  applicationName: "DebtWise",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#2447d6",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={GeistSans.variable} suppressHydrationWarning>
      <body className="min-h-screen font-sans">
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem>
          {children}
        </ThemeProvider>
      </body>
    </html>
  );
}
