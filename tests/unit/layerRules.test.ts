import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules (.dependency-cruiser.cjs, run by `npm run deps` in `npm test`) catch a
 * forbidden import: a small tree in tests/fixtures/layers crosses three rules on purpose and
 * keeps one allowed import, and each crossing is reported under its rule, with the rule's words.
 */
const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as {
  forbidden: Array<{ name: string; comment: string }>;
};

async function violations(): Promise<IViolation[]> {
  const result = await cruise(['src', 'server'], {
    baseDir: resolve('tests/fixtures/layers'),
    ruleSet: { forbidden: config.forbidden } as never,
    validate: true,
    tsPreCompilationDeps: true,
    outputType: 'json',
  });
  const output = JSON.parse(String(result.output)) as { summary: { violations: IViolation[] } };
  return output.summary.violations;
}

describe('layer rules', () => {
  it('report each forbidden import under the rule it breaks', async () => {
    const found = (await violations()).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual([
      'components-know-no-site: src/components/Probe/Probe.ts -> src/content/probe.ts',
      'platform-below-components: src/platform/probe.ts -> src/sections/Probe/Probe.ts',
      'src-never-imports-server: src/site/probe.ts -> server/source.ts',
    ]);
  });

  it('let a section compose components with content', async () => {
    const fromSection = (await violations()).filter((v) => v.from.startsWith('src/sections/'));
    expect(fromSection).toEqual([]);
  });

  it('say the rule in words a maintainer can act on', () => {
    for (const rule of config.forbidden) {
      expect(rule.comment.length, rule.name).toBeGreaterThan(40);
    }
    const components = config.forbidden.find((r) => r.name === 'components-know-no-site');
    expect(components?.comment).toContain(
      'never site rules, content, features, sections, pages or routes',
    );
  });
});
