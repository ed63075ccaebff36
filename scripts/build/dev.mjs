// `npm run dev`: Vite in middleware mode, every request rendered by the SSR entry (like the
// prerender), with hot module replacement on the client. Redirects answer 301 as in production.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

const refreshPreamble = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

const manifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module' }, children: refreshPreamble },
        { attrs: { type: 'module', src: '/@vite/client' } },
        // The app itself: the production entry (src/entry-client.tsx) runs the built chunks.
        { attrs: { type: 'module', src: '/src/hydrate-client.tsx' } },
      ],
    },
  },
};

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const ssr = await vite.ssrLoadModule('/src/entry-server.tsx');
      const to = ssr.redirectLocation(url.pathname, url.search);
      if (to) {
        res.writeHead(301, { location: to }).end();
        return;
      }
      const response = await ssr.render(url.href, manifest);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
    }
  });
});
server.listen(port, () => console.log(`dev: http://localhost:${port}`));
