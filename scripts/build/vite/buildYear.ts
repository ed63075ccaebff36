/**
 * The year the site is built in: the footer's copyright line. `BUILD_DATE` (an ISO date) pins it,
 * as the tests do so that screenshots do not change on New Year's Day; otherwise today's date.
 * Both Vite configs (the site's and Ladle's) define it as `__BUILD_YEAR__`.
 */
export function buildYear(env: NodeJS.ProcessEnv = process.env): number {
  const date = env.BUILD_DATE ? new Date(env.BUILD_DATE) : new Date();
  return Number.isNaN(date.getTime()) ? new Date().getUTCFullYear() : date.getUTCFullYear();
}
