declare module 'virtual:style-sources' {
  /** Path from the repository root -> source text of every style file under src/ (see .ladle/workshopPlugins.ts). */
  const sources: Record<string, string>;
  export default sources;
}

declare module 'virtual:visual-review' {
  /** What the last test run changed, and where its review is (see .ladle/workshopPlugins.ts). */
  const review: {
    finishedAt: string;
    /** The review page's address, or null when it has not been built. */
    href: string | null;
    changes: Array<{
      subject: string;
      spec: string;
      width: number | null;
      theme: string | null;
      kind: string;
    }>;
  } | null;
  export default review;
}
