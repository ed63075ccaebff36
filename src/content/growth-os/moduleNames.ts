/**
 * The nine modules of Growth OS, in the spec's order. Their own module: the contact
 * page's search schema (the 'Build My Stack' selection) needs them in the entry bundle (route
 * search schemas are not code split), and the modules' content should not follow them there.
 */
export const moduleNames = [
  'SignalOS',
  'Attribution Core',
  'Funnel Architect',
  'Creative Engine',
  'Performance Pulse',
  'Insight Layer',
  'LeadSync',
  'VelocityOps',
  'AI Boost',
] as const;

export type ModuleName = (typeof moduleNames)[number];

/** A module's card on the modules page: 'Attribution Core' → '/modules#attribution-core'. */
export function moduleHref(name: ModuleName): string {
  return `/modules#${name.toLowerCase().replace(/\s+/g, '-')}`;
}
