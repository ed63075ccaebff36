/**
 * Where the server reports what it did and what went wrong: the app (server/app.ts) and the
 * contact handler (server/contact.ts) both take one, and tests pass a silent or recording one.
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The server's own: standard output and standard error. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};
