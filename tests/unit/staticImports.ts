import { readFileSync } from 'node:fs';

/**
 * The static import (and re-export) statements of a source file, from the repository root
 * ('src/routes/careers/$slug.tsx'): what a bundler puts in the same page's JavaScript. Dynamic
 * `import()` calls are not among them.
 */
export function staticImports(file: string): string[] {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
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
