/**
 * Setup of the API's jest project. Its tests start apps on a fresh database (a few seconds) and
 * the suites walk every route: 60 s per test and hook (the project's `testTimeout` of the root
 * config is not applied to a project, so it is set here).
 */
jest.setTimeout(60_000);
