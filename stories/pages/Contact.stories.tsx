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

/** From /modules' 'Build My Stack' with three modules chosen: the stack under the source. */
export const FromBuildMyStack: Story = () => (
  <ContactPage
    source={{
      ref: 'cta',
      sourcePath: '/modules',
      sourceLabel: 'build-my-stack',
      stack: 'SignalOS,Attribution Core,AI Boost',
    }}
    send={send}
  />
);
