import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The static import (and re-export) statements of a source file, from the repository root
 * ('src/routes/careers/$slug.tsx'): what a bundler puts in the same page's JavaScript. Dynamic
 * `import()` calls are not among them.
 */
export function staticImports(file: string): string[] {
  // A path, not a file URL: under jsdom, `URL` is jsdom's, which Node's readFileSync refuses.
  const source = readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');
  return source.match(/^import[^;]+;|^export [^;]* from '[^']+';/gm) ?? [];
}

/**
 * The statements of `file` that import, for their values, a module matching `pattern`: type-only
 * imports are left out (the bundler erases them).
 */
export function valueImportsMatching(file: string, pattern: RegExp): string[] {
  return staticImports(file).filter(
    (statement) => !statement.startsWith('import type') && pattern.test(statement),
  );
}
