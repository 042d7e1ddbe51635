import { setupServer } from 'msw/node';

/** The mocked API. Tests add the handlers they need with `server.use(...)`. */
export const server = setupServer();
