import type { Story, StoryDefault } from '@ladle/react';
import type { SendSubmission } from '../../src/features/contactForm/sendSubmission';
import { ContactPage } from '../../src/sections/ContactPage/ContactPage';

export default { title: 'Pages / Contact' } satisfies StoryDefault;

const send: SendSubmission = () =>
  new Promise((resolve) => setTimeout(() => resolve({ success: true }), 600));

/** /contact opened directly: 'Contact Us' and 'Schedule a Call'. */
export const Contact: Story = () => (
  <ContactPage source={{ ref: '', sourcePath: '', sourceLabel: '' }} send={send} />
);

/** /contact?ref=cta&from=/services&label=book-a-strategy-session: the visit's source. */
export const FromCallToAction: Story = () => (
  <ContactPage
    source={{ ref: 'cta', sourcePath: '/services', sourceLabel: 'book-a-strategy-session' }}
    send={send}
  />
);
