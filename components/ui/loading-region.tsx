import { Skeleton } from "@/components/ui/skeleton";
import type { ReactNode } from "react";

/**
 * A loading placeholder: the skeletons are marked busy and the label is announced once to screen readers
 * (loading texts such as "Loading your goals..."). Children are the visual skeletons (aria-hidden ones).
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

/** A LoadingRegion of `count` alike skeletons (cards, rows) laid out by `className`. */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
}: {
  label: string;
  count: number;
  className: string;
  itemClassName: string;
}) {
  return (
    <LoadingRegion label={label}>
      <div className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className={itemClassName} />
        ))}
      </div>
    </LoadingRegion>
  );
}
