import { useEffect, useRef } from 'react';
import { pushEvent } from '../../platform/analytics/dataLayer';
import type { SearchOutcome } from './searchEngine';

/**
 * The term as the tag layer gets it: an e-mail address or a phone or account number typed into
 * the box is replaced by what it is, so no personal data leaves with the search.
 */
export function redactSearchTerm(term: string): string {
  return (
    term
      .replace(/[^\s@]+@[^\s@]+/g, '[email]')
      // A phone number (from + or a leading 0, in any grouping) or a run of eight digits or more
      // (an account, a card); years and figures ('2024-2025', 'GA4', '40%') stay.
      .replace(/(?:\+|\(?\b0)\d[\d\s().-]{5,}\d|\b\d{8,}\b/g, '[number]')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** How long results stay on screen before they count as a search (typing on is not one). */
export const searchSettleMs = 1000;

/**
 * A `search` event with the term and the number of results, once a query's results have stayed
 * on screen for a second (typing 'a', 'at', 'att' sends one event, for what the visitor stopped
 * at), and once per term in a row.
 */
export function useSearchEvent(outcome: SearchOutcome | null): void {
  const sent = useRef('');
  const query = outcome?.query ?? '';
  const total = outcome?.total ?? 0;
  useEffect(() => {
    if (!query || query === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = query;
      pushEvent({ event: 'search', search_term: redactSearchTerm(query), results_count: total });
    }, searchSettleMs);
    return () => clearTimeout(timer);
  }, [query, total]);
}
