import { AppProviders } from "@/components/providers/app-providers";

// The local outbox reads its list with TanStack Query (hydrated from the server): client providers.
export default function DevLayout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
