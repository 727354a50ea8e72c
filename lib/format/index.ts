// The one home for display formatting (CODE_STYLE.md "Where things go"): isomorphic, no server-only imports, so
// client components, services, e-mails and the engine's messages write days and amounts the same way.
export * from "./dates";
export * from "./numbers";
