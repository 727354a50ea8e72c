import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

// lucide-react's icon factory, rebuilt small. Every lucide-react icon module calls `createLucideIcon(iconData)`
// from "../createLucideIcon.mjs"; next.config.ts points that import here (turbopack.resolveAlias), so each icon
// keeps its own module and name while the factory behind it is this file instead of lucide's (a client component
// with a context, attribute builders and class utilities: about 4 KB of gzipped JavaScript on every page, and it
// made every icon a client reference, so even a server component's icons shipped JavaScript). This one has no
// hooks and no "use client": an icon rendered by a server component is plain SVG in the HTML (ARCHITECTURE.md
// "Speed"). It draws the same markup as lucide-react for the props the app uses (tests/unit/lucide-icon.test.ts
// renders every icon the app imports both ways); lucide's LucideProvider context is not supported.

interface IconData {
  name?: string;
  size?: number;
  aliases?: unknown[];
  node: [string, Record<string, string>][];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

/** An icon with a name of its own, an ARIA attribute, a role or a title is announced; any other is decoration. */
function labelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children) return true;
  return Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);
}

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const aliases = (icon.aliases ?? []).filter((a): a is string => typeof a === "string" && a.trim() !== "");
  const own = ["lucide", ...(icon.name ? [`lucide-${icon.name}`] : []), ...aliases.map((a) => `lucide-${a}`)];
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    const stroke = strokeWidth ?? 2;
    const shown = size ?? 24;
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? shown,
        height: height ?? shown,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color ?? "currentColor",
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * box) / Number(shown) : stroke,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...new Set([...own, ...(className ?? "").split(/\s+/)])].filter(Boolean).join(" "),
        ...(labelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
  return Icon;
}
