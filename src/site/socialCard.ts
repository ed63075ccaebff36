/** Where a page's social card is served: `/` → /og/cards/home.png, `/a/b` → /og/cards/a/b.png. */
export const socialCardPath = (path: string) => `/og/cards${path === '/' ? '/home' : path}.png`;
