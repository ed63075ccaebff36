import { Fragment, useState } from 'react';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { contact } from '../../content/site/contact';
import type { ContactRefusal } from '../../features/contactForm/refusal';
import { contactSourceName } from '../../features/contactForm/sourceName';
import type { ContactPreference } from '../../features/contactForm/submission';
import { trackCtaElementClick } from '../../platform/analytics/ctaClick';
import { ContactBar } from '../../sections/ContactBar/ContactBar';
import {
  ContactForm,
  type ContactFormProps,
  type ContactSource,
  contactFieldIds,
  contactFormFirstFieldId,
  contactFormSectionId,
  refusedEntries,
  refusedFields,
} from '../../sections/ContactForm/ContactForm';
import { Hero } from '../../sections/Hero/Hero';
import { GlobalOffices } from '../../sections/Shell/GlobalOffices';
import * as styles from './ContactPage.css';

export interface ContactPageProps {
  /** The visit's source from the query: ref, from (sourcePath) and label (sourceLabel). */
  source: ContactSource;
  /** Sends the form (stories pass their own). */
  send?: ContactFormProps['send'];
  /** A form post the server refused: the page shows why, with the entries kept. */
  refusal?: ContactRefusal;
}

/** Scroll the form's first field into view and focus it (motion only when the visitor allows). */
export function goToForm() {
  const field = document.getElementById(contactFormFirstFieldId);
  if (!field) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  field.focus({ preventScroll: true });
}

/** A call to action of this page: tracked like every other, then `action`. */
function ctaPress(action: () => void = goToForm) {
  return (event: { currentTarget: Element }) => {
    trackCtaElementClick(event.currentTarget);
    action();
  };
}

/**
 * The contact page body (/contact): the hero (with the visit's source when a call
 * to action brought the visitor: "You're here from: {name}", the call to action's own text or
 * its page's name, shown only for a source the site knows (`contactSourceName`), and 'Continue
 * Conversation'; otherwise 'Contact Us' and 'Schedule a Call', which also picks Phone as the
 * preference), the form (which sends the raw source with the lead), the three office cards with
 * 'View on Map', and the fixed Contact bar on small screens.
 */
export function ContactPage({ source, send, refusal: refused }: ContactPageProps) {
  const { hero, offices, bar } = contact;
  const sourceName = contactSourceName({ label: source.sourceLabel, from: source.sourcePath });
  // Shown until a submission is sent from this page.
  const [refusal, setRefusal] = useState(refused);
  const [preference, setPreference] = useState<ContactPreference>(() =>
    refused ? refusedEntries(refused).contactPreference : 'email',
  );
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        {refusal ? <RefusalSummary refusal={refusal} /> : null}
        {source.sourceLabel ? (
          <div className={styles.source}>
            {sourceName ? (
              <p className={styles.sourceText}>
                {hero.sourcePrefix} <span className={styles.sourceLabel}>{sourceName}</span>
              </p>
            ) : null}
            {source.stack ? (
              <p className={styles.stackText}>
                {hero.stackPrefix}{' '}
                {source.stack.split(',').map((name, index) => (
                  <Fragment key={name}>
                    {/* Heard as a list: 'SignalOS, Attribution Core'. */}
                    {index > 0 ? <VisuallyHidden>, </VisuallyHidden> : null}
                    <span className={styles.sourceLabel}>{name}</span>
                  </Fragment>
                ))}
              </p>
            ) : null}
            <div className={styles.actions}>
              <NativeButton size="lg" onClick={ctaPress()}>
                {hero.continueConversation}
              </NativeButton>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <NativeButton size="lg" onClick={ctaPress()}>
              {hero.contactUs}
            </NativeButton>
            <NativeButton
              size="lg"
              variant="secondary"
              onClick={ctaPress(() => {
                setPreference('phone');
                goToForm();
              })}
            >
              {hero.scheduleCall}
            </NativeButton>
          </div>
        )}
      </Hero>
      <ContactForm
        source={source}
        send={send}
        preference={preference}
        onPreferenceChange={setPreference}
        refusal={refused}
        onSent={() => setRefusal(undefined)}
      />
      <GlobalOffices heading={offices.heading} intro={offices.intro} mapLabel={offices.mapLabel} />
      <ContactBar text={bar.text} buttonLabel={bar.button} onContact={ctaPress()} />
    </>
  );
}

/**
 * Why a form post was refused, at the top of the page the server rendered for it: focused on
 * load, with a link to each answer to fix (or to the form when nothing was wrong with them).
 */
function RefusalSummary({ refusal }: { refusal: ContactRefusal }) {
  const copy = contact.refusal;
  const fields = refusedFields(refusal.errors);
  return (
    <ErrorSummary
      className={styles.refusal}
      heading={copy.heading}
      autoFocus
      errors={
        fields.length > 0
          ? fields.map(({ field, message }) => ({
              href: `#${contactFieldIds[field]}`,
              message,
            }))
          : [{ href: `#${contactFormSectionId}`, message: copy.formLink }]
      }
    >
      <p>{fields.length > 0 ? `${refusal.message} ${copy.fieldsIntro}` : refusal.message}</p>
    </ErrorSummary>
  );
}
