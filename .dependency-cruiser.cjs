/**
 * The layer rules of the site, checked by `npm run deps` (a step of `npm test`). Each rule's
 * `comment` is what a forbidden import prints: it says the rule, so the fix is plain.
 *
 *   tokens ← styles ← platform ← components ← sections ← pages ← routes
 *
 * Each layer imports only the layers to its left. Beside them: `src/site` (site-wide rules as
 * data and pure functions), `src/content` (the typed content, by area) and `src/features` (domain
 * behaviour); sections, pages and routes may use all three. docs/architecture.md draws it.
 */
const layer = (name) => `^src/${name}/`;
const anyOf = (...names) => `^src/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'tokens-are-the-base',
      comment:
        'tokens/ is the base of the design system: it imports nothing from src/, server/, stories/ or tests/.',
      severity: 'error',
      from: { path: '^tokens/' },
      to: { path: '^(src|server|stories|tests|scripts)/' },
    },
    {
      name: 'styles-above-tokens-only',
      comment:
        'src/styles holds global styles and style helpers: it imports only tokens/ and src/styles.',
      severity: 'error',
      from: { path: layer('styles') },
      to: { path: '^src/', pathNot: layer('styles') },
    },
    {
      name: 'platform-below-components',
      comment:
        'src/platform is plumbing (hydration, navigation, layout helpers, analytics transport, the theme store) below the components: it imports only tokens/, src/styles, src/site and src/platform.',
      severity: 'error',
      from: { path: layer('platform') },
      to: { path: '^src/', pathNot: anyOf('styles', 'site', 'platform') },
    },
    {
      name: 'components-know-no-site',
      comment:
        'src/components is the design system: it imports tokens/, src/styles, src/platform and other components, never site rules, content, features, sections, pages or routes (pass what a component shows as props).',
      severity: 'error',
      from: { path: layer('components') },
      to: { path: anyOf('content', 'features', 'sections', 'pages', 'routes', 'site') },
    },
    {
      name: 'sections-below-pages',
      comment:
        'src/sections are reusable parts of pages: they never import a page template (src/pages) or a route (src/routes).',
      severity: 'error',
      from: { path: layer('sections') },
      to: { path: anyOf('pages', 'routes') },
    },
    {
      name: 'pages-below-routes',
      comment: 'src/pages are page templates: routes render them, they never import a route.',
      severity: 'error',
      from: { path: layer('pages') },
      to: { path: layer('routes') },
    },
    {
      name: 'rules-and-content-render-nothing',
      comment:
        'src/site, src/content and src/features hold rules, content and behaviour: they import no components, sections, pages or routes, except as types (a content type may be a section prop type).',
      severity: 'error',
      from: { path: anyOf('site', 'content', 'features') },
      to: {
        path: anyOf('components', 'sections', 'pages', 'routes'),
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'site-below-content-and-features',
      comment:
        'src/site holds site-wide rules as data and pure functions: it imports no content, features or platform code (they import it), except as types.',
      severity: 'error',
      from: { path: layer('site') },
      to: { path: anyOf('content', 'features', 'platform'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-never-imports-server',
      comment:
        'Nothing in src/ imports server/: the site runs in the browser too. The server hands what the renderer needs (its content source) to src/entry-server.tsx.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-shares-rules-only',
      comment:
        'server/ may import shared rules and content from src/site, src/features and src/content only, never the React tree (components, sections, pages, routes, platform, entries): it renders pages through the SSR bundle.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: anyOf('site', 'features', 'content') },
    },
    {
      name: 'dependencies-declared',
      comment:
        'An imported package must be declared in package.json (dependencies for what the site and server run, devDependencies for the rest): an undeclared one works only while another package happens to bring it.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^(dist|build)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
