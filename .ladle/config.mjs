/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  // Ladle's own Vite config: only the vanilla-extract plugin. The root vite.config.ts adds the
  // TanStack Router plugin, which fails under Ladle.
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build/ladle',
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: {
      enabled: true,
      // `?width=<px>` only works for these values; they match the site's breakpoints.
      options: { mobile: 390, xsmall: 414, small: 640, tablet: 768, large: 1024, desktop: 1280 },
      defaultState: 0,
    },
    mode: { enabled: true, defaultState: 'full' },
    a11y: { enabled: false },
    action: { enabled: false },
    control: { enabled: false },
    ladle: { enabled: false },
    msw: { enabled: false },
    rtl: { enabled: false },
    source: { enabled: false },
  },
};
