/** A WordPress slug as the site uses it in paths and search params: 'cfo-board'. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
