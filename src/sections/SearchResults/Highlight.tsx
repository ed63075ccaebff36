import type { Highlighted } from '../../features/search/searchEngine';
import * as styles from './SearchResults.css';

/** Text with its matched words in `<mark>`, as search found them. */
export function Highlight({ text, marks }: Highlighted) {
  if (marks.length === 0) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [from, end] of marks) {
    // A mark that overlaps the one before continues it.
    const start = Math.max(from, at);
    if (end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
