// @vitest-environment node
// What a crash right after an answer would lose is invisible to a test; the fsync calls are not.
// `open` is wrapped to record them: syncDirectory opens a directory read-only ('r') to fsync it.
import { mkdirSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendJsonLine } from '../../server/analytics';
import { createFixture, type Fixture } from './fixture';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, open: vi.fn(actual.open) };
});

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
  vi.mocked(fs.open).mockClear();
});
afterEach(() => fixture.cleanup());

/** The paths opened read-only, i.e. the directories fsync'd. */
const syncedDirectories = () =>
  vi
    .mocked(fs.open)
    .mock.calls.filter(([, flags]) => flags === 'r')
    .map(([path]) => String(path));

describe('appendJsonLine: directory fsync', () => {
  it('fsyncs the directory when it creates the file, not on later appends', async () => {
    mkdirSync(fixture.dataDir);
    const file = join(fixture.dataDir, 'leads.jsonl');
    await appendJsonLine(file, { a: 1 }, 0o600);
    expect(syncedDirectories()).toEqual([fixture.dataDir]);
    vi.mocked(fs.open).mockClear();
    await appendJsonLine(file, { a: 2 }, 0o600);
    expect(syncedDirectories()).toEqual([]);
  });

  it('fsyncs the parent of each directory it creates', async () => {
    const file = join(fixture.dataDir, 'events', 'cta-clicks.jsonl');
    await appendJsonLine(file, { a: 1 });
    expect(syncedDirectories().sort()).toEqual(
      [fixture.root, fixture.dataDir, join(fixture.dataDir, 'events')].sort(),
    );
  });
});
