/**
 * The page of an unknown job ('Job Not Found'): any slug that is not a listed role, such as a
 * filled role's once it leaves the list. Its words in a module of their own, because the job route's head (which is
 * not code split) needs them, and the job descriptions of `careers.ts` should not follow.
 */
export const jobNotFound = {
  title: 'Job Not Found',
  body: "The position you're looking for doesn't exist or has been filled.",
  back: { label: 'Back to All Positions', href: '/careers' },
};
