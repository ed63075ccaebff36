/**
 * The values of the testimonial filters of /proof/testimonials, in the order of
 * their buttons and without 'All'. Their own module: the route's search schema needs them in the
 * entry bundle (route search schemas are not code split), and the sixteen quotes of
 * `testimonials.ts` should not follow them there.
 */

/** The Role filter's values, in order (without 'All'). */
export const testimonialRoles = ['Director', 'Manager', 'CEO', 'CMO'] as const;
export type TestimonialRole = (typeof testimonialRoles)[number];

/** The Region filter's values, in order (without 'All'). */
export const testimonialRegions = ['UK', 'Turkey', 'EMEA', 'Global'] as const;
export type TestimonialRegion = (typeof testimonialRegions)[number];
