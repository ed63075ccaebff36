/**
 * The mail outbox: `<dataDir>/outbox/*.eml`, one RFC 5322 file per message the contact form
 * produced, and `<dataDir>/outbox/sent/` for those an SMTP server accepted. Files are written
 * atomically (temporary file, fsync, rename), so a crash never leaves half a message behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const OUTBOX_DIR = 'outbox';
export const SENT_DIR = 'sent';

/**
 * `2026-03-02T09-15-04.120Z-<lead id>-notification.eml`: sorts by the time the lead arrived, and
 * a lead's two messages sit side by side. Colons become hyphens (not allowed on every file system).
 */
export function outboxFileName(receivedAt: string, leadId: string, kind: string): string {
  return `${receivedAt.replaceAll(':', '-')}-${leadId}-${kind}.eml`;
}

/** fsync a directory so a rename in it survives a crash. Not supported everywhere: best effort. */
async function syncDirectory(dir: string): Promise<void> {
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
 * Write `bytes` to `<dir>/<name>` atomically: a hidden temporary file in the same directory is
 * written and fsync'd, then renamed over the target. Creates the directory when missing.
 */
export async function writeFileAtomic(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dir, { recursive: true });
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
  await mkdir(sentDir, { recursive: true });
  await rename(join(outboxDir, name), join(sentDir, name));
  await syncDirectory(sentDir);
  await syncDirectory(outboxDir);
}
