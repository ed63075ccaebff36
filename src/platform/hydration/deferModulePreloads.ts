/** The inert element that holds a page's module preloads until its first paint. */
export const appModulesId = 'app-modules';

/**
 * A rendered page with the app's module preloads moved from the head into an inert
 * `<template id="app-modules">` at the end of the head: the page paints before any of the app
 * downloads, and src/entry-client.tsx puts them back once it has (so every chunk then downloads
 * in parallel rather than one import after another). The budget script still counts them.
 */
export function deferModulePreloads(html: string): string {
  const links: string[] = [];
  const page = html.replace(/<link rel="modulepreload"[^>]*>/g, (link) => {
    links.push(link);
    return '';
  });
  if (links.length === 0 || !page.includes('</head>')) return html;
  return page.replace(
    '</head>',
    `<template id="${appModulesId}">${links.join('')}</template></head>`,
  );
}
