import type { Story, StoryDefault } from '@ladle/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SendSubmission } from '../../src/features/contactForm/sendSubmission';
import { ContactForm } from '../../src/sections/ContactForm/ContactForm';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Contact Form' } satisfies StoryDefault;

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

/**
 * Presses Send Message once, as a visitor would: after the form has mounted and its fields have
 * become React Aria's (a visitor coming to the form loads them), so the browser checks every
 * field as it is and React Aria shows each message.
 */
function SubmittedOnce({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = requestAnimationFrame(function submitWhenReady() {
      const form = ref.current?.querySelector('form');
      // Every field is React Aria's once none waits (`data-enhance`) and the Select's trigger (a
      // listbox button) is there; until then, bring them as a pointer over the form would.
      form
        ?.querySelector('[data-enhance="pending"]')
        ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      if (
        !form?.querySelector('button[aria-haspopup="listbox"]') ||
        form.querySelector('[data-enhance]')
      ) {
        frame = requestAnimationFrame(submitWhenReady);
        return;
      }
      form?.requestSubmit();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return <div ref={ref}>{children}</div>;
}

/**
 * Sent with three fields left wrong: the e-mail address lacks its @, no role is chosen and the
 * challenge is empty. Each shows its message; focus is in the first of them.
 */
export const ErrorAfterSubmit: Story = () => (
  <SubmittedOnce>
    <ContactForm
      source={noSource}
      send={send}
      defaultEntries={{
        fullName: 'Amelia Hart',
        email: 'amelia.hart.northwind.example',
        company: 'Northwind Outdoor',
      }}
    />
  </SubmittedOnce>
);

export const Documentation = docsStory({
  name: 'Contact Form',
  source: ['src/sections/ContactForm'],
  purpose: (
    <p>
      The enquiry form on /contact: five required answers (name, business e-mail, company, role,
      biggest growth challenge) and how the visitor would like to be contacted, beside a short “What
      happens next”. It is the site’s main conversion: every call to action leads here.
    </p>
  ),
  whenToUse: [
    'Once, on the contact page, between the hero and the office cards. The page’s Contact buttons (hero, small-screen Contact Bar) bring focus to its first field.',
  ],
  whenNotToUse: [
    'On other pages: link to /contact with Actions or a CTA Band; the link carries the call to action the visitor came from.',
    'For a newsletter or a download: a one-field form of its own, not this enquiry.',
  ],
  states: [
    {
      name: 'Empty',
      story: Empty,
      description:
        'As a visitor first sees it: every field empty, Email chosen as the preference. Send Message stays enabled: the form says what is missing when it is sent.',
    },
    {
      name: 'Filled',
      story: Filled,
      description:
        'Ready to send. The source of the visit (the call to action and page the visitor came from) rides along in hidden inputs. While it sends, the button shows it is busy; on success the form clears and a toast thanks the visitor (toasts show on the site, not in the workshop).',
      linkOnly: true,
    },
    {
      name: 'Error after submit',
      story: ErrorAfterSubmit,
      description:
        'Sent with an e-mail address without its @, no role and no challenge: each field shows the browser’s message under it, and focus moves to the first. If the server refuses a field, it shows the same way and every entry is kept.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Full Name, Business Email, Company, Role, Biggest Growth Challenge, Contact Preference (one stop: the chosen option), Send Message.',
    },
    {
      keys: 'Enter or Space',
      does: 'On Role: opens the list of roles. Arrow keys move through it, Enter chooses, Escape closes it unchanged.',
    },
    { keys: 'Arrow keys', does: 'In Contact Preference: choose Email, WhatsApp or Phone.' },
    {
      keys: 'Enter',
      does: 'In a one-line field, or on Send Message: sends the form. With errors, nothing is sent and focus moves to the first field to fix.',
    },
  ],
  screenReader: [
    'A region and a form, both named by the heading “Tell us about your growth goals”; the form is also described by the intro under it.',
    'Each field is read with its label and “required”; the challenge also reads its example (“For example: paid social costs rising…”).',
    'After a refused send, a status message says what to fix: “Please check 3 fields: Business Email, Role, Biggest Growth Challenge.” Each field then reads as invalid, with its message.',
    'Sending, sent and failed are announced by the toasts (“Sending your message...”, then “Thank you for your message. We’ll respond within 24 hours.”).',
    '“What happens next” is a level 3 heading over an ordered list of three steps.',
  ],
  withoutJavaScript: (
    <>
      <p>
        It works. Before the page’s scripts have run, or without them, it is a native form that
        posts to the server (<code>/api/contact</code>), and Role is a native select. The browser
        checks the required fields and the e-mail address first, as it does with scripts.
      </p>
      <p>
        The server applies the same rules. When it stores the enquiry, it answers with the thank-you
        page (/contact/thank-you), so a reload does not send it twice. When it refuses it, it shows
        the contact page again with every entry kept, each message beside its field and, at the top,
        a summary that takes focus and links to each answer to fix.
      </p>
    </>
  ),
  dosAndDonts: [
    {
      do: 'Keep Send Message enabled, and say what is wrong next to each field when it is pressed.',
      dont: 'Disable the button until the form is valid: the visitor cannot tell what is missing.',
    },
    {
      do: 'Keep every entry when sending fails, and offer the e-mail address in the message.',
      dont: 'Clear the form or move the visitor away after an error.',
    },
  ],
});
