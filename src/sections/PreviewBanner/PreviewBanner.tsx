import { Container } from '../../components/Container/Container';
import type { DraftPreview } from '../../site/draftPreview';
import * as styles from './PreviewBanner.css';

export type PreviewBannerProps = Pick<DraftPreview, 'status' | 'expiresAt'>;

/** What the page shows, by WordPress's status of the post ('publish': unsaved changes). */
export function previewStatusText(status: string): string {
  return status === 'publish'
    ? 'This shows unsaved changes to a published article: visitors still see the published version.'
    : 'This is a draft, not yet published: only people with this link can see it.';
}

/**
 * When the link stops working, in UTC whatever the server's time zone: `{ time: '14:05', date:
 * '5 Mar 2027' }` (British English: 24-hour time, day before month); none for an unreadable time.
 * The formats are made on each call, so the module has no work to do when it loads.
 */
export function previewExpiry(
  expiresAt: string,
): { iso: string; time: string; date: string } | undefined {
  const moment = new Date(expiresAt);
  if (Number.isNaN(moment.getTime())) return undefined;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(moment);
  return {
    iso: moment.toISOString(),
    time: format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: format({ day: 'numeric', month: 'short', year: 'numeric' }),
  };
}

/**
 * The strip at the top of a WordPress draft preview: a Preview label, what the page is (a draft,
 * or a published article's unsaved changes) and when the link stops working. The server renders
 * it (the root layout, when the router's context has `preview`); it has no controls and no
 * motion, and needs no script.
 *
 * The label is drawn like a Badge but is its own <strong>: the root layout imports this module
 * (for the server's bundle), and every module it reaches statically is counted as the shell's
 * (scripts/build/vite/shellModules.ts), so Badge would move from the common chunk into the one
 * every page loads. Container is the shell's already.
 */
export function PreviewBanner({ status, expiresAt }: PreviewBannerProps) {
  const expiry = previewExpiry(expiresAt);
  return (
    <section className={styles.banner} aria-label="Draft preview">
      <Container className={styles.inner}>
        <strong className={styles.label}>Preview</strong>
        <p className={styles.text}>
          {previewStatusText(status)}
          {expiry ? (
            <>
              {' '}
              The link expires at{' '}
              <time dateTime={expiry.iso} className={styles.expiry}>
                {expiry.time} UTC on {expiry.date}
              </time>
              .
            </>
          ) : null}
        </p>
      </Container>
    </section>
  );
}
