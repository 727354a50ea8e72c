// Outside a Next request, next/headers needs a stand-in: a test file mocks it with this (jest.mock's factory runs
// before the file's own constants exist, so both values are read through getters, when the app asks).

/**
 * next/headers as the app reads it: the cookies of `cookieHeader()` (a Cookie header, the session's), and the
 * page proxy.ts says was asked for, `returnTo()`.
 */
export function nextHeadersStandIn(cookieHeader: () => string, returnTo: () => string) {
  return {
    cookies: async () => {
      const pairs = new Map(
        cookieHeader()
          .split("; ")
          .map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as const),
      );
      return { get: (name: string) => (pairs.has(name) ? { name, value: pairs.get(name)! } : undefined) };
    },
    headers: async () => new Headers({ "x-return-to": returnTo() }),
  };
}
