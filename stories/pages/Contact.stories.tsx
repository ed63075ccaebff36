import type { Story, StoryDefault } from '@ladle/react';
import { Toaster } from '../../src/components/Toast/Toast';
import { contactFailureMessage } from '../../src/content/site/contact';
import type { ContactRefusal } from '../../src/features/contactForm/refusal';
import type { SendSubmission } from '../../src/features/contactForm/sendSubmission';
import { fieldMessages } from '../../src/features/contactForm/submission';
import { ContactPage } from '../../src/pages/ContactPage/ContactPage';
import { ContactThankYouPage } from '../../src/pages/ContactThankYouPage/ContactThankYouPage';
import type { ContactSource } from '../../src/sections/ContactForm/ContactForm';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Contact' } satisfies StoryDefault;

const send: SendSubmission = () =>
  new Promise((resolve) => setTimeout(() => resolve({ success: true }), 600));

function Contact({ source, refusal }: { source: ContactSource; refusal?: ContactRefusal }) {
  return (
    <SiteLayout pathname="/contact">
      <ContactPage source={source} send={send} refusal={refusal} />
      <Toaster />
    </SiteLayout>
  );
}

const direct: ContactSource = { ref: '', sourcePath: '', sourceLabel: '' };

/** /contact opened directly: 'Contact Us' and 'Schedule a Call'. */
export const OpenedDirectly: Story = () => <Contact source={direct} />;

/** /contact?ref=cta&from=/services&label=book-a-strategy-session: the visit's source. */
export const FromACallToAction: Story = () => (
  <Contact
    source={{ ref: 'cta', sourcePath: '/services', sourceLabel: 'book-a-strategy-session' }}
  />
);

/** From /modules' 'Build My Stack' with three modules chosen: the stack under the source. */
export const FromBuildMyStack: Story = () => (
  <Contact
    source={{
      ref: 'cta',
      sourcePath: '/modules',
      sourceLabel: 'build-my-stack',
      stack: 'SignalOS,Attribution Core,AI Boost',
    }}
  />
);

const entries = {
  fullName: 'Selin Demir',
  email: 'selin@atlas-home',
  company: 'Atlas Home Goods',
  role: 'cmo',
  challenge: 'We are launching in Germany in spring and need a pipeline before the trade fair.',
  contactPreference: 'whatsapp',
};

/**
 * The form sent without JavaScript and refused by the server: the page again, the summary at
 * the top (focused), every entry kept and the error beside its field.
 */
export const RefusedByTheServer: Story = () => (
  <Contact
    source={direct}
    refusal={{
      message: 'Please correct the highlighted fields.',
      errors: { email: fieldMessages.email },
      entries,
      source: { ref: '', from: '', label: '', stack: '' },
    }}
  />
);

/** Sent without JavaScript when the lead could not be stored: nothing to fix, entries kept. */
export const NotStored: Story = () => (
  <Contact
    source={direct}
    refusal={{
      message: contactFailureMessage(),
      errors: {},
      entries: { ...entries, email: 'selin@atlas-home.example' },
      source: { ref: '', from: '', label: '', stack: '' },
    }}
  />
);

/** /contact/thank-you: where the form lands when the browser sent it itself. */
export const ThankYouPage: Story = () => (
  <SiteLayout pathname="/contact/thank-you">
    <ContactThankYouPage />
  </SiteLayout>
);
ThankYouPage.storyName = 'Thank-you page';
