/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{tsx,mdx}',
  /**
   * The sidebar's groups in this order (nothing else sits at the top level: a unit test checks);
   * inside a group, Ladle's alphabetical order, except that each component's or section's
   * Documentation story comes first. Ladle serialises this function into the browser bundle, so
   * it must not refer to anything outside itself.
   */
  storyOrder: (stories) => {
    const groups = ['welcome', 'foundations', 'components', 'sections', 'pages'];
    const group = (id) => {
      const index = groups.indexOf(id.split('--')[0]);
      return index === -1 ? groups.length : index;
    };
    const parent = (id) => id.split('--').slice(0, -1).join('--');
    const isDocs = (id) => id.endsWith('--documentation');
    return stories
      .map((id, index) => ({ id, index }))
      .sort((a, b) => {
        if (group(a.id) !== group(b.id)) return group(a.id) - group(b.id);
        if (parent(a.id) === parent(b.id) && isDocs(a.id) !== isDocs(b.id)) {
          return isDocs(a.id) ? -1 : 1;
        }
        return a.index - b.index;
      })
      .map(({ id }) => id);
  },
  // Ladle's own Vite config: vanilla-extract, the sidebar's names and the build's commit. The
  // root vite.config.ts adds the TanStack Router plugin, which fails under Ladle.
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
