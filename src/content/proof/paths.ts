/** Addresses of the proof area that other pages link to: light, so a link does not bring the page's content. */

export const testimonialsPath = '/proof/testimonials';
