import type { ReactNode } from "react";

/**
 * A loading placeholder: the skeletons are marked busy and the label is announced once to screen readers
 * (SPEC loading texts such as "Loading your goals..."). Children are the visual skeletons (aria-hidden ones).
 */
export function LoadingRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
