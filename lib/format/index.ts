// Isomorphic (CODE_STYLE.md "Where things go"), so every caller writes days and amounts the same way.
export * from "./dates";
export * from "./numbers";
