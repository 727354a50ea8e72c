import { AppProviders } from "@/components/providers/app-providers";

// Public, but its bar asks who is signed in and the panel posts with a mutation and toasts: client providers.
export default function UnsubscribeLayout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
