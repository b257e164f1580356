import { setupServer } from 'msw/node';

/** One MSW server for the app's tests: every test adds the sdk's handlers it needs. */
export const server = setupServer();
