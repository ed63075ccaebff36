/**
 * /contact/thank-you: where a form sent without JavaScript lands (the form's success text). Apart
 * from the contact page's words, which the contact page ships and this page does not need.
 */
import type { ContentLink, ContentMeta } from './navigation';

export interface ContactThankYouContent {
  meta: ContentMeta;
  eyebrow: string;
  title: string;
  lead: string;
  /** The hero's button: 'Back to Home'. */
  backHome: ContentLink;
  nextStepsHeading: string;
  linksHeading: string;
  /** Each link card's link ('Read more'). */
  linkLabel: string;
  links: { label: string; href: string; description: string }[];
}

export const contactThankYou: ContactThankYouContent = {
  meta: {
    title: 'Message sent',
    description:
      'Your message has reached Response. A senior strategist replies within 24 hours with a first view of what we would test, measure and scale.',
  },
  eyebrow: 'Message sent',
  title: 'Thank you for your message.',
  lead: "We'll respond within 24 hours. A confirmation is on its way to your inbox; if it has not arrived in a few minutes, check your spam folder.",
  backHome: { label: 'Back to Home', href: '/' },
  nextStepsHeading: 'What happens next',
  linksHeading: 'While you wait',
  linkLabel: 'Read more',
  links: [
    {
      label: 'See our results',
      href: '/proof',
      description: 'Case studies, client testimonials and awards from 200+ brands.',
    },
    {
      label: 'Explore Growth OS',
      href: '/growth-os',
      description: 'The modular system behind every engagement, from data to creative.',
    },
    {
      label: 'Browse our services',
      href: '/services',
      description: 'Strategy, media, creative and technology, run as one growth team.',
    },
  ],
};
