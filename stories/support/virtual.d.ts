declare module 'virtual:style-sources' {
  /** Path from the repository root -> source text of every style file under src/ (see .ladle/workshopPlugins.ts). */
  const sources: Record<string, string>;
  export default sources;
}
