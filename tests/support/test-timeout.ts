// Every test gets a minute (Jest's default is 5 s): a test must never fail because the shared 2-core machine is
// slow at that moment; only a hang should time out. Speed is measured by `npm run bench`, never by tests.
jest.setTimeout(60_000);
