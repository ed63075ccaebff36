import { createFileRoute } from '@tanstack/react-router';
import { HomePage, homeBody } from '../pages/HomePage/HomePage';
import { loaderHead, loadPageHead } from '../site/loaderHead';

export const Route = createFileRoute('/')({
  // The head's builder and the page body (which hydrates without its code: `staticIsland`)
  // come with the loader's run: the server's render and a client-side visit have them; a
  // prerendered page has its head in its HTML and keeps the body's HTML, so it loads neither.
  loader: async () => {
    const [{ homeHead }] = await Promise.all([import('./-head/homeHead'), homeBody.preload()]);
    return { head: await loadPageHead(homeHead()) };
  },
  head: loaderHead,
  component: HomePage,
});
