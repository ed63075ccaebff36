/**
 * The contact page (/contact): hero, the form's texts, the office cards' heading and
 * the small-screen contact bar. The spec's strings are verbatim: 'Contact Us', 'Schedule a Call',
 * "You're here from: {label}", 'Continue Conversation', the toasts.
 */

import {
  countInWords,
  generalInquiries,
  officeCities,
  officeTimeZoneCount,
} from '../company/offices';
import { privacyPath } from '../legal/paths';
import type { ContentLink, ContentMeta } from './navigation';

export interface ContactContent {
  meta: ContentMeta;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Without a source label: 'Contact Us' and 'Schedule a Call'. */
    contactUs: string;
    scheduleCall: string;
    /** With a source label: "You're here from: {label}" and this button. */
    sourcePrefix: string;
    continueConversation: string;
    /** Before the modules chosen with 'Build My Stack', when the visitor brought some. */
    stackPrefix: string;
  };
  form: {
    heading: string;
    intro: string;
    labels: {
      fullName: string;
      email: string;
      company: string;
      role: string;
      rolePlaceholder: string;
      challenge: string;
      challengeDescription: string;
      contactPreference: string;
    };
    submit: string;
    /** Announced to screen readers when a submission is refused; '{count}', '{fields}'. */
    errorSummary: { one: string; other: string };
    /**
     * The line under Send Message: `text`, then `link` (the privacy notice) inside the sentence
     * that `after` completes.
     */
    privacy: { text: string; link: ContentLink; after: string };
    nextSteps: { heading: string; steps: { title: string; body: string }[] };
  };
  toasts: {
    sending: string;
    success: string;
    /** '{email}' is replaced with the info address. */
    failure: string;
  };
  /** How long the contact page's toasts stay. */
  toastDuration: number;
  offices: { heading: string; intro: string; mapLabel: string };
  bar: { text: string; button: string };
  /**
   * A form post the server refused (no JavaScript, or sent before the page was ready): the page
   * again with the entries kept, a summary at the top and each error beside its field.
   */
  refusal: {
    /** Before the page title: 'Error: Contact'. */
    titlePrefix: string;
    heading: string;
    /** Over the list of links to the refused fields. */
    fieldsIntro: string;
    /** Without JavaScript the page opens at the top: this link goes to the form. */
    formLink: string;
    /** When the address sent too many messages in a short time. */
    rateLimited: string;
    /** When the body was larger than the form can send (nothing could be kept). */
    tooLarge: string;
  };
}

export const contact: ContactContent = {
  meta: {
    title: 'Contact',
    description: `Talk to Response about growth: tell us your biggest challenge and a strategist replies within 24 hours. Offices in ${officeCities('and')}.`,
  },
  hero: {
    eyebrow: 'Contact',
    title: "Let's build your growth architecture.",
    lead: 'Tell us where growth is stuck. A senior strategist reads every message and replies within 24 hours with a first view of what we would test, measure and scale.',
    contactUs: 'Contact Us',
    scheduleCall: 'Schedule a Call',
    sourcePrefix: "You're here from:",
    continueConversation: 'Continue Conversation',
    stackPrefix: 'Your stack:',
  },
  form: {
    heading: 'Tell us about your growth goals',
    intro:
      'Five short answers are enough for us to bring the right people to the first call. Every field is required unless it says otherwise.',
    labels: {
      fullName: 'Full Name',
      email: 'Business Email',
      company: 'Company',
      role: 'Role',
      rolePlaceholder: 'Select your role',
      challenge: 'Biggest Growth Challenge',
      challengeDescription:
        'For example: paid social costs rising while conversion falls, or launching in a new country.',
      contactPreference: 'Contact Preference',
    },
    submit: 'Send Message',
    errorSummary: {
      one: 'Please check 1 field: {fields}.',
      other: 'Please check {count} fields: {fields}.',
    },
    nextSteps: {
      heading: 'What happens next',
      steps: [
        {
          title: 'A strategist reads it today',
          body: `Your message goes to a senior strategist in ${officeCities('or')}, whichever is awake first.`,
        },
        {
          title: 'A reply within 24 hours',
          body: 'You get a first view of where growth is leaking and two or three times that suit you for a call.',
        },
        {
          title: 'A 30-minute working session',
          body: 'We look at your data together and leave you with a test plan, whether or not we work together.',
        },
      ],
    },
    privacy: {
      text: 'We use your details only to answer this enquiry; our',
      link: { label: 'privacy notice', href: privacyPath },
      after: `explains how long we keep them and your rights. Prefer e-mail? Write to ${generalInquiries.email}.`,
    },
  },
  toasts: {
    sending: 'Sending your message...',
    success: "Thank you for your message. We'll respond within 24 hours.",
    failure:
      'There was an error sending your message. Please try again or email us directly at {email}',
  },
  toastDuration: 5000,
  offices: {
    heading: 'Our offices',
    intro: `Strategy, media and creative teams across ${countInWords(officeTimeZoneCount)} time zones, so a lead never waits.`,
    mapLabel: 'View on Map',
  },
  bar: { text: 'Ready to talk growth?', button: 'Contact' },
  refusal: {
    titlePrefix: 'Error:',
    heading: 'Your message has not been sent',
    fieldsIntro: 'Check these answers:',
    formLink: 'Go to the form',
    rateLimited:
      'We have received several messages from your network in the last few minutes. Please wait a few minutes and send again; your answers are kept below.',
    tooLarge:
      'Your message was longer than the form can send. Please shorten it, or email us directly.',
  },
};

/** The failure toast with the info address filled in. */
export function contactFailureMessage(email: string = generalInquiries.email): string {
  return contact.toasts.failure.replace('{email}', email);
}

/** What screen readers hear when a submission is refused: how many fields, and which. */
export function contactErrorSummary(labels: readonly string[]): string {
  const { one, other } = contact.form.errorSummary;
  return (labels.length === 1 ? one : other)
    .replace('{count}', String(labels.length))
    .replace('{fields}', labels.join(', '));
}
