import type { Story, StoryDefault } from '@ladle/react';
import type { SendSubmission } from '../../src/features/contactForm/sendSubmission';
import { ContactForm } from '../../src/sections/ContactForm/ContactForm';

export default { title: 'Sections / ContactForm' } satisfies StoryDefault;

/** Stories never post: the send succeeds after a short pause. */
const send: SendSubmission = () =>
  new Promise((resolve) => setTimeout(() => resolve({ success: true }), 600));

const noSource = { ref: '', sourcePath: '', sourceLabel: '' };

/** The form as a visitor first sees it: empty, email as the preference. */
export const Empty: Story = () => <ContactForm source={noSource} send={send} />;

/** Filled in, with the source of the visit held in hidden inputs. */
export const Filled: Story = () => (
  <ContactForm
    source={{ ref: 'cta', sourcePath: '/services', sourceLabel: 'book-a-strategy-session' }}
    send={send}
    defaultEntries={{
      fullName: 'Amelia Hart',
      email: 'amelia.hart@northwind.example',
      company: 'Northwind Outdoor',
      role: 'vp-marketing',
      challenge:
        'Paid social costs rose 40% this year while conversion fell. We need to know which channels really drive new customers before Q3 planning.',
      contactPreference: 'whatsapp',
    }}
  />
);
