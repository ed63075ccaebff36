/**
 * Campaign and click-id parameters: what an ad platform, a newsletter or a shared link adds to a
 * landing URL so the visit can be attributed (`utm_source`, `gclid`, `fbclid` …). They describe
 * the visit, not the view: no page reads them, and every redirect and normalisation keeps them,
 * the server's (the redirect table's 301, the router's 307 for a search param put right) and the
 * browser's (the router's replace navigation, a filter change on a list). Canonical URLs leave
 * them out. The one list, for the server and the client alike.
 */

/** Every `utm_*` key: utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id … */
const campaignPrefix = 'utm_';

/**
 * The click ids and campaign keys of the ad and mail platforms: Google Ads (gclid, gbraid,
 * wbraid), Campaign Manager (dclid), Meta (fbclid), Microsoft Ads (msclkid), LinkedIn
 * (li_fat_id), TikTok (ttclid), X (twclid), Yandex (yclid), Pinterest (epik), Reddit (rdt_cid),
 * Snapchat (ScCid), Mailchimp (mc_cid, mc_eid) and Google's cross-domain linker (_gl).
 */
export const clickIdParams = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'li_fat_id',
  'ttclid',
  'twclid',
  'yclid',
  'epik',
  'rdt_cid',
  'ScCid',
  'mc_cid',
  'mc_eid',
  '_gl',
] as const;

const clickIds = new Set<string>(clickIdParams.map((name) => name.toLowerCase()));

/** Whether a query parameter is a campaign or click-id parameter (names compared case-insensitively). */
export function isCampaignParam(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    (lower.startsWith(campaignPrefix) && lower.length > campaignPrefix.length) ||
    clickIds.has(lower)
  );
}

/** A query string ('?a=1&b=2', with or without '?') or its parsed params. */
export type QuerySource = string | URLSearchParams;

const paramsOf = (source: QuerySource) =>
  typeof source === 'string' ? new URLSearchParams(source) : source;

/** The campaign pairs of a query, in their order (a repeated key keeps all its values). */
export function campaignEntries(source: QuerySource): Array<[string, string]> {
  return [...paramsOf(source)].filter(([name]) => isCampaignParam(name));
}

/**
 * The campaign keys of a parsed search object (the router's), as they are: what a redirect in a
 * route hands on.
 */
export function campaignSearch<T>(search: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(search).filter(([name]) => isCampaignParam(name)));
}

/**
 * `target` (a path with its query and hash, or an absolute URL) with the campaign parameters of
 * `source` it does not carry yet added at the end of its query: the address a redirect or a
 * normalisation sends the visitor to, with the visit's attribution kept. The target's own query
 * is kept as it is written, and a parameter it already has is left as it has it.
 */
export function withCampaignParams(target: string, source: QuerySource): string {
  const entries = campaignEntries(source);
  if (entries.length === 0) return target;
  const hashAt = target.indexOf('#');
  const address = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const queryAt = address.indexOf('?');
  const query = queryAt < 0 ? '' : address.slice(queryAt + 1);
  const present = new Set(new URLSearchParams(query).keys());
  const added = entries.filter(([name]) => !present.has(name));
  if (added.length === 0) return target;
  const joint = queryAt < 0 ? '?' : query === '' || query.endsWith('&') ? '' : '&';
  return `${address}${joint}${new URLSearchParams(added).toString()}${hash}`;
}
