/**
 * The mail outbox: `<dataDir>/outbox/*.eml`, one RFC 5322 file per message the contact form
 * produced, and `<dataDir>/outbox/sent/` for those an SMTP server accepted. Files are written
 * atomically (temporary file, fsync, rename), so a crash never leaves half a message behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { MessageKind } from './leadMail';

export const OUTBOX_DIR = 'outbox';
export const SENT_DIR = 'sent';

/**
 * `2026-03-02T09-15-04.120Z-<lead id>-notification.eml`: sorts by the time the lead arrived, and
 * a lead's two messages sit side by side. Colons become hyphens (not allowed on every file system).
 */
export function outboxFileName(receivedAt: string, leadId: string, kind: string): string {
  return `${receivedAt.replaceAll(':', '-')}-${leadId}-${kind}.eml`;
}

const OUTBOX_FILE_NAME =
  /-([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})-(notification|autoresponder)\.eml$/;

/**
 * The lead id and kind of an outbox file name (`outboxFileName`), or undefined for any other file.
 */
export function parseOutboxFileName(
  name: string,
): { leadId: string; kind: MessageKind } | undefined {
  const match = OUTBOX_FILE_NAME.exec(name);
  return match ? { leadId: match[1]!, kind: match[2] as MessageKind } : undefined;
}

/**
 * fsync a directory so a new entry in it (a file created or renamed there) survives a crash. Not
 * supported everywhere: best effort.
 */
export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot open or fsync a directory; the file itself is already on disk.
  }
}

/**
 * `mkdir -p` that survives a crash: each directory it creates is an entry in its parent, so each
 * of those parents is fsync'd too.
 */
export async function makeDirectory(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (first === undefined) return;
  const top = resolve(first).length;
  for (let created = resolve(dir); created.length >= top; created = dirname(created)) {
    await syncDirectory(dirname(created));
  }
}

/** The .eml files in `dir`, sorted by name (so by the time their lead arrived); [] when missing. */
export async function listMessages(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Write `bytes` to `<dir>/<name>` atomically: a hidden temporary file in the same directory is
 * written and fsync'd, then renamed over the target. Creates the directory when missing.
 */
export async function writeFileAtomic(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  await makeDirectory(dir);
  const target = join(dir, name);
  const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, 'wx', 0o640);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
}

/** Move `<outboxDir>/<name>` to `<outboxDir>/sent/<name>` (same file system: a rename). */
export async function moveToSent(outboxDir: string, name: string): Promise<void> {
  const sentDir = join(outboxDir, SENT_DIR);
  await makeDirectory(sentDir);
  await rename(join(outboxDir, name), join(sentDir, name));
  await syncDirectory(sentDir);
  await syncDirectory(outboxDir);
}
