// cn()'s merge: a later class wins over an earlier one setting the same property under the same variants. Replaces
// tailwind-merge (about 9 KB gzipped a page, ARCHITECTURE.md "Speed"): it knows only the app's utility families and
// keeps any other class as written, which is always safe; tests/unit/class-merge.test.ts holds it to tailwind-merge.

const group = (name: string, words: string) => words.split(" ").map((w) => [w, name] as const);

const EXACT = new Map<string, string>([
  ...group(
    "display",
    "block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column " +
      "table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid " +
      "contents list-item hidden",
  ),
  ...group("position", "static fixed absolute relative sticky"),
  ...group("visibility", "visible invisible collapse"),
  ...group("sr", "sr-only not-sr-only"),
  ...group("font-style", "italic not-italic"),
  ...group("text-transform", "uppercase lowercase capitalize normal-case"),
  ...group("text-decoration", "underline overline line-through no-underline"),
  ...group("text-overflow", "truncate text-ellipsis text-clip"),
  ...group("text-wrap", "text-wrap text-nowrap text-balance text-pretty"),
  ...group("fvn-spacing", "tabular-nums proportional-nums"),
  ...group("fvn-figure", "lining-nums oldstyle-nums"),
  ...group("fvn-normal", "normal-nums"),
  ...group("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse"),
  ...group("flex-wrap", "flex-wrap flex-wrap-reverse flex-nowrap"),
  ...group("break", "break-normal break-words break-all break-keep"),
  ...group("caption", "caption-top caption-bottom"),
  ...group("border-collapse", "border-collapse border-separate"),
  ...group("border-style", "border-solid border-dashed border-dotted border-double border-hidden border-none"),
  ...group("list-style-type", "list-none list-disc list-decimal"),
  ...group("resize", "resize resize-none resize-x resize-y"),
  ...group("outline-style", "outline-none outline-hidden outline-solid outline-dashed outline-dotted"),
  ...group("outline-w", "outline"),
  ...group("filter", "filter"),
  ...group("container", "container"),
  ...group("field-sizing", "field-sizing-content field-sizing-fixed"),
  ...group("ring-w-inset", "ring-inset"),
  ...group("grow", "grow"),
  ...group("shrink", "shrink"),
  // Bare utilities whose family takes a value too ("border" and "border-2"): their default.
  ...group("border-w", "border"),
  ...["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => [`border-${side}`, `border-w-${side}`] as const),
  ...group("rounded", "rounded"),
  ...["t", "r", "b", "l", "s", "e", "tl", "tr", "bl", "br"].map(
    (side) => [`rounded-${side}`, `rounded-${side}`] as const,
  ),
  ...group("ring-w", "ring"),
  ...group("shadow", "shadow"),
  ...group("blur", "blur"),
  ...group("backdrop-blur", "backdrop-blur"),
  ...group("transition", "transition"),
  ...group("divide-x", "divide-x"),
  ...group("divide-y", "divide-y"),
  ...group("isolation", "isolate isolation-auto"),
  ...group("object-fit", "object-contain object-cover object-fill object-none object-scale-down"),
]);

const SIZES =
  /^(\d+(\.\d+)?|\d+\/\d+|px|full|auto|screen|svh|lvh|dvh|min|max|fit|none|3xs|2xs|xs|sm|md|lg|xl|\dxl|prose)$/;
const SIZED = new Set(
  "inset inset-x inset-y top right bottom left start end gap gap-x gap-y space-x space-y p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me min-w min-h max-w max-h size w h basis translate-x translate-y".split(
    " ",
  ),
);
const TEXT_SIZES = /^(xs|sm|base|lg|xl|\dxl)$/;
const LENGTH = /^\[(length:|\d|calc\(|min\(|max\(|clamp\(|-?\.\d)/;

function sizeOrColor(size: string, color: string, sizes: RegExp) {
  return (value: string) => (sizes.test(value) || LENGTH.test(value) ? size : color);
}

// Longest first where one is another's start ("border-t" before "border"); a function picks the group by the value.
const PREFIXES: [string, string | ((value: string) => string | undefined)][] = [
  ["inset-x", "inset-x"],
  ["inset-y", "inset-y"],
  ["inset", "inset"],
  ...(["top", "right", "bottom", "left", "start", "end", "z", "order", "opacity", "basis", "aspect", "columns"].map(
    (p) => [p, p] as [string, string],
  ) as [string, string][]),
  ["gap-x", "gap-x"],
  ["gap-y", "gap-y"],
  ["gap", "gap"],
  ["space-x", "space-x"],
  ["space-y", "space-y"],
  ["divide-x", "divide-x"],
  ["divide-y", "divide-y"],
  ...(["p", "px", "py", "pt", "pr", "pb", "pl", "ps", "pe", "m", "mx", "my", "mt", "mr", "mb", "ml", "ms", "me"].map(
    (p) => [p, p] as [string, string],
  ) as [string, string][]),
  ["min-w", "min-w"],
  ["min-h", "min-h"],
  ["max-w", "max-w"],
  ["max-h", "max-h"],
  ["size", "size"],
  ["w", "w"],
  ["h", "h"],
  [
    "flex",
    (v) => (v === "1" || v === "auto" || v === "initial" || v === "none" || v.startsWith("[") ? "flex" : undefined),
  ],
  ["grow", "grow"],
  ["shrink", "shrink"],
  ["grid-cols", "grid-cols"],
  ["grid-rows", "grid-rows"],
  ["grid-flow", "grid-flow"],
  ["col-span", "col-start-end"],
  ["col-start", "col-start"],
  ["col-end", "col-end"],
  ["row-span", "row-start-end"],
  ["row-start", "row-start"],
  ["row-end", "row-end"],
  ["auto-cols", "auto-cols"],
  ["auto-rows", "auto-rows"],
  ["justify-items", "justify-items"],
  ["justify-self", "justify-self"],
  ["justify", "justify-content"],
  ["content", (v) => (v === "none" || v.startsWith("[") ? "content" : "align-content")],
  ["items", "align-items"],
  ["self", "align-self"],
  ["place-content", "place-content"],
  ["place-items", "place-items"],
  ["place-self", "place-self"],
  ["overflow-x", "overflow-x"],
  ["overflow-y", "overflow-y"],
  ["overflow", "overflow"],
  ["overscroll-x", "overscroll-x"],
  ["overscroll-y", "overscroll-y"],
  ["overscroll", "overscroll"],
  ["object", "object-position"],
  [
    "text",
    (v) =>
      ["left", "center", "right", "justify", "start", "end"].includes(v)
        ? "text-align"
        : sizeOrColor("font-size", "text-color", TEXT_SIZES)(v),
  ],
  [
    "font",
    (v) =>
      /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(v)
        ? "font-weight"
        : "font-family",
  ],
  ["leading", "leading"],
  ["tracking", "tracking"],
  ["line-clamp", "line-clamp"],
  ["whitespace", "whitespace"],
  ["indent", "indent"],
  ["align", "vertical-align"],
  ["list", "list-style-type"],
  ["decoration", sizeOrColor("decoration-thickness", "decoration-color", /^(\d+|auto|from-font)$/)],
  ["underline-offset", "underline-offset"],
  ["bg-linear", "bg-image"],
  [
    "bg",
    (v) =>
      v === "none"
        ? "bg-image"
        : /^(auto|cover|contain)$/.test(v)
          ? "bg-size"
          : /^(fixed|local|scroll)$/.test(v)
            ? "bg-attachment"
            : /^(repeat|no-repeat)/.test(v)
              ? "bg-repeat"
              : /^(center|top|bottom|left|right)/.test(v)
                ? "bg-position"
                : "bg-color",
  ],
  ["from", (v) => (/%$/.test(v) ? "gradient-from-pos" : "gradient-from")],
  ["via", (v) => (/%$/.test(v) ? "gradient-via-pos" : "gradient-via")],
  ["to", (v) => (/%$/.test(v) ? "gradient-to-pos" : "gradient-to")],
  ["rounded-tl", "rounded-tl"],
  ["rounded-tr", "rounded-tr"],
  ["rounded-bl", "rounded-bl"],
  ["rounded-br", "rounded-br"],
  ["rounded-t", "rounded-t"],
  ["rounded-r", "rounded-r"],
  ["rounded-b", "rounded-b"],
  ["rounded-l", "rounded-l"],
  ["rounded-s", "rounded-s"],
  ["rounded-e", "rounded-e"],
  ["rounded", "rounded"],
  ...(["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => [
    `border-${side}`,
    sizeOrColor(`border-w-${side}`, `border-color-${side}`, /^\d+$/),
  ]) as [string, (value: string) => string][]),
  ["border-spacing", "border-spacing"],
  ["border", sizeOrColor("border-w", "border-color", /^\d+$/)],
  ["divide", (v) => (/^(solid|dashed|dotted|double|none)$/.test(v) ? "divide-style" : "divide-color")],
  ["outline-offset", "outline-offset"],
  ["outline", sizeOrColor("outline-w", "outline-color", /^\d+$/)],
  ["ring-offset", sizeOrColor("ring-offset-w", "ring-offset-color", /^\d+$/)],
  ["ring", sizeOrColor("ring-w", "ring-color", /^\d+$/)],
  ["shadow", sizeOrColor("shadow", "shadow-color", /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/)],
  ["opacity", "opacity"],
  ["blur", "blur"],
  ["backdrop-blur", "backdrop-blur"],
  ["transition", "transition"],
  ["duration", "duration"],
  ["ease", "ease"],
  ["delay", "delay"],
  ["animate", (v) => (/^(none|spin|ping|pulse|bounce|\[.*\])$/.test(v) ? "animate" : undefined)],
  ["translate-x", "translate-x"],
  ["translate-y", "translate-y"],
  ["translate", "translate"],
  ["rotate", "rotate"],
  ["scale-x", "scale-x"],
  ["scale-y", "scale-y"],
  ["scale", "scale"],
  ["origin", "origin"],
  ["cursor", "cursor"],
  ["select", "select"],
  ["pointer-events", "pointer-events"],
  ["touch", "touch"],
  ...(["scroll-mx", "scroll-my", "scroll-mt", "scroll-mr", "scroll-mb", "scroll-ml", "scroll-m"].map((p) => [p, p]) as [
    string,
    string,
  ][]),
  ["fill", "fill"],
  ["stroke", sizeOrColor("stroke-w", "stroke", /^\d+$/)],
  ["accent", "accent"],
  ["caret", "caret"],
  ["will-change", "will-change"],
  ["float", "float"],
  ["clear", "clear"],
  ["appearance", "appearance"],
];

/** Groups that a class of the key's group also sets (a later "p-4" replaces an earlier "px-2"). */
const OVERRIDES: Record<string, string[]> = {
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  flex: ["basis", "grow", "shrink"],
  "@container/": ["@container"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mr", "scroll-mb", "scroll-ml"],
  "scroll-mx": ["scroll-mr", "scroll-ml"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-spacing", "fvn-figure"],
  "fvn-spacing": ["fvn-normal"],
  "fvn-figure": ["fvn-normal"],
  "line-clamp": ["display", "overflow"],
  rounded: [
    "rounded-s",
    "rounded-e",
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-s",
    "border-w-e",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
  ],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-s",
    "border-color-e",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  translate: ["translate-x", "translate-y"],
  scale: ["scale-x", "scale-y"],
};

function groupOf(utility: string): string | undefined {
  const exact = EXACT.get(utility);
  if (exact) return exact;
  if (utility === "@container") return "@container";
  if (utility.startsWith("@container/")) return "@container/";
  // An arbitrary property ("[--gap:1rem]"): its own group per property.
  if (utility.startsWith("[")) return /^\[([a-z-]+):/.exec(utility)?.[1];
  const positive = utility.startsWith("-") ? utility.slice(1) : utility;
  for (const [prefix, pick] of PREFIXES) {
    if (!positive.startsWith(`${prefix}-`)) continue;
    let value = positive.slice(prefix.length + 1);
    // "bg-primary/90", "text-sm/6": the part after the slash (opacity, line height) does not change the group.
    const slash = value.lastIndexOf("/");
    if (slash > 0 && !value.includes("[") && !/^\d+\/\d+$/.test(value)) value = value.slice(0, slash);
    if (typeof pick !== "string") return pick(value);
    // A spacing or size family takes a number, a fraction, a keyword or an arbitrary value: "top-priority" is not
    // "top-*", so a later "top-0" leaves it alone.
    return !SIZED.has(pick) || SIZES.test(value) || /^[[(]/.test(value) ? pick : undefined;
  }
  return undefined;
}

/** "md:hover:px-2!" -> variants "hover:md:" (sorted: their order does not matter), utility "px-2", important. */
function parse(token: string): { key: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === "[" || ch === "(") depth++;
    else if (ch === "]" || ch === ")") depth--;
    else if (ch === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = "";
  if (utility.endsWith("!")) {
    utility = utility.slice(0, -1);
    important = "!";
  } else if (utility.startsWith("!")) {
    utility = utility.slice(1);
    important = "!";
  }
  // Arbitrary variants ("[&_svg]") keep their place, as the selector they make depends on it; named ones are sorted.
  const variants = parts.some((p) => p.startsWith("[")) ? parts : parts.sort();
  return { key: `${variants.join(":")}:${important}`, utility };
}

/** The classes of `classList` with each one dropped that a later class of the same group and variants replaces. */
export function mergeClasses(classList: string): string {
  const tokens = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token) continue;
    const { key, utility } = parse(token);
    const groupName = groupOf(utility);
    if (groupName === undefined) {
      kept.push(token);
      continue;
    }
    if (taken.has(key + groupName)) continue;
    taken.add(key + groupName);
    for (const other of OVERRIDES[groupName] ?? []) taken.add(key + other);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
