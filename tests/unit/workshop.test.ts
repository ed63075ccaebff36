import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayNames, titleSegments } from '../../.ladle/workshopPlugins';
import { type DocStory, storyIdSegment } from '../../stories/support/docs';

/**
 * The workshop keeps its promises: every component and section has a Documentation story whose
 * states are stories of its own file, every page template has a Pages story, and the sidebar
 * reads as designers say it (no file-name casing, only the five groups at the top level).
 */

type StoriesModule = Record<string, unknown> & { default?: { title?: string } };

const storyModules = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', {
  eager: true,
});
const storySources = import.meta.glob<string>('../../stories/**/*.stories.{tsx,mdx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name));

/** Reusable parts: each has a Documentation story. */
const documented = ['src/components', 'src/sections'].flatMap(folders);
/** Page templates: the bodies the routes render. */
const templates = folders('src/pages');

function docs(): Array<{ file: string; module: StoriesModule; story: DocStory }> {
  return Object.entries(storyModules).flatMap(([file, module]) => {
    const story = module.Documentation as DocStory | undefined;
    return story?.doc ? [{ file, module, story }] : [];
  });
}

/** The name a story has in the sidebar: its storyName, else its export name. */
function sidebarName(exportName: string, story: unknown): string {
  const named = (story as { storyName?: string }).storyName;
  return named ?? exportName;
}

describe('documentation stories', () => {
  const allDocs = docs();

  it.each(documented)('%s has a Documentation story', (folder) => {
    const covering = allDocs.filter(({ story }) => story.doc.source.includes(folder));
    expect(
      covering.map(({ file }) => file),
      `no Documentation story lists ${folder}`,
    ).toHaveLength(1);
  });

  it.each(allDocs.map(({ file, module, story }) => [file, module, story] as const))(
    '%s: every documented state is a story of the file, under its sidebar name',
    (_file, module, story) => {
      const { doc } = story;
      expect(doc.states.length).toBeGreaterThan(0);
      for (const state of doc.states) {
        const entry = Object.entries(module).find(([, value]) => value === state.story);
        expect(entry, `state '${state.name}' is not a story of this file`).toBeDefined();
        const [exportName, exported] = entry!;
        expect(exportName).not.toBe('Documentation');
        expect(storyIdSegment(sidebarName(exportName, exported))).toBe(storyIdSegment(state.name));
      }
      for (const folder of doc.source) {
        expect(readdirSync(folder).length, `${folder} does not exist`).toBeGreaterThan(0);
      }
    },
  );
});

describe('page templates', () => {
  const pageStories = Object.entries(storySources).filter(([file]) =>
    file.includes('/stories/pages/'),
  );

  it.each(templates)('%s has a Pages story', (folder) => {
    const story = pageStories.find(([, source]) => source.includes(`/pages/${basename(folder)}/`));
    expect(story, `no story in stories/pages/ renders ${folder}`).toBeDefined();
  });
});

describe('sidebar', () => {
  const titles = Object.entries(storySources).map(([file, source]) => {
    const title =
      /export default \{\s*title:\s*'([^']+)'/.exec(source)?.[1] ??
      /<Meta\s+title="([^"]+)"/.exec(source)?.[1];
    return [file, title] as const;
  });

  it.each(titles)('%s sets a title in one of the five groups', (_file, title) => {
    expect(title).toBeDefined();
    const [group] = title!.split('/').map((part) => part.trim());
    expect(['Welcome', 'Foundations', 'Components', 'Sections', 'Pages']).toContain(group);
  });

  it.each(titles)('%s: no file-name casing in its title', (_file, title) => {
    for (const part of title!.split('/')) {
      // 'AwardList', 'Ctaband': words run together as in a file name.
      expect(part.trim()).not.toMatch(/[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/);
    }
  });

  it('shows titles and story names as written', () => {
    expect(titleSegments('Sections / CTA Band')).toEqual([
      ['sections', 'Sections'],
      ['cta-band', 'CTA Band'],
    ]);
    const names = displayNames('stories');
    expect(names['cta-band']).toBe('CTA Band');
    expect(names['toggle-button-group']).toBe('Toggle Button Group');
    expect(names['growth-os']).toBe('Growth OS');
  });

  it('reads story names with punctuation back as written', () => {
    const source = readFileSync('.ladle/workshopPlugins.ts', 'utf8');
    expect(source).toContain('storyName');
    expect(storyIdSegment('Five outcomes, three shown')).toBe('five-outcomes-three-shown');
  });
});
