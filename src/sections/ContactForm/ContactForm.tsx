import { useId } from 'react';
import { Link } from '../../components/Link/Link';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Select, SelectItem } from '../../components/Select/Select';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { contact } from '../../content/site/contact';
import { contactEndpoint } from '../../features/contactForm/sendSubmission';
import {
  type ContactPreference,
  contactPreferenceOptions,
  maxLengths,
  type Role,
  roleOptions,
} from '../../features/contactForm/submission';
import { PageSection } from '../PageSection/PageSection';
import * as styles from './ContactForm.css';
import { type ContactFormOptions, type Entries, useContactForm } from './useContactForm';

export type { ContactSource } from './useContactForm';
export { refusedEntries, refusedFields } from './useContactForm';

/** The id of each answer's control: the error summary links to them. */
export const contactFieldIds = {
  fullName: 'contact-full-name',
  email: 'contact-email',
  company: 'contact-company',
  role: 'contact-role',
  challenge: 'contact-challenge',
  contactPreference: 'contact-preference',
} as const satisfies Record<keyof Entries, string>;

/** The id of the form's first field: the page's Contact buttons move focus there. */
export const contactFormFirstFieldId = contactFieldIds.fullName;

/** The id of the form's section (its heading labels it). */
export const contactFormSectionId = 'contact-form';

export type ContactFormProps = ContactFormOptions;

/**
 * The contact form: five required fields with the browser's own required and e-mail checks
 * (React Aria shows each message next to its field, links it with aria-describedby and focuses
 * the first invalid field), the contact preference, and the source of the visit in hidden
 * inputs. Its state, sending and focus are `useContactForm`'s; this is the markup. Sending shows
 * a loading toast that becomes the success or the failure toast; success clears the form,
 * failure keeps every entry.
 *
 * Before and without JavaScript it is a native form that posts to the same endpoint
 * (`method="post"`, form-encoded): the server stores the lead and answers with the thank-you
 * page, or renders this page again with the entries and the errors (`refusal`).
 */
export function ContactForm(props: ContactFormProps) {
  const { source } = props;
  const copy = contact.form;
  const headingId = useId();
  const introId = useId();
  const {
    formRef,
    entries,
    contactPreference,
    sending,
    update,
    changePreference,
    submit,
    refusedField,
    announcement,
  } = useContactForm(props);

  return (
    <PageSection id={contactFormSectionId} tone="surface" labelledBy={headingId}>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <h2 id={headingId} className={styles.heading}>
            {copy.heading}
          </h2>
          <p id={introId} className={styles.intro}>
            {copy.intro}
          </p>
          <h3 className={styles.stepsHeading}>{copy.nextSteps.heading}</h3>
          <ol className={styles.steps}>
            {copy.nextSteps.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <p className={styles.stepTitle}>{step.title}</p>
                <p className={styles.stepBody}>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
        <form
          ref={formRef}
          method="post"
          action={contactEndpoint}
          className={styles.form}
          onSubmit={submit}
          aria-labelledby={headingId}
          aria-describedby={introId}
        >
          <input type="hidden" name="ref" value={source.ref} />
          <input type="hidden" name="sourcePath" value={source.sourcePath} />
          <input type="hidden" name="sourceLabel" value={source.sourceLabel} />
          <input type="hidden" name="stack" value={source.stack ?? ''} />
          <div className={styles.row}>
            <TextField
              id={contactFieldIds.fullName}
              name="fullName"
              label={copy.labels.fullName}
              autoComplete="name"
              isRequired
              maxLength={maxLengths.fullName}
              value={entries.fullName}
              onChange={(value) => update('fullName', value)}
              {...refusedField('fullName')}
            />
            <TextField
              id={contactFieldIds.email}
              name="email"
              type="email"
              label={copy.labels.email}
              autoComplete="email"
              isRequired
              maxLength={maxLengths.email}
              value={entries.email}
              onChange={(value) => update('email', value)}
              {...refusedField('email')}
            />
          </div>
          <div className={styles.row}>
            <TextField
              id={contactFieldIds.company}
              name="company"
              label={copy.labels.company}
              autoComplete="organization"
              isRequired
              maxLength={maxLengths.company}
              value={entries.company}
              onChange={(value) => update('company', value)}
              {...refusedField('company')}
            />
            <Select
              id={contactFieldIds.role}
              name="role"
              label={copy.labels.role}
              placeholder={copy.labels.rolePlaceholder}
              isRequired
              items={roleOptions}
              value={entries.role}
              onChange={(key) => update('role', (key as Role | null) ?? null)}
              {...refusedField('role')}
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
          </div>
          <TextArea
            id={contactFieldIds.challenge}
            name="challenge"
            label={copy.labels.challenge}
            description={copy.labels.challengeDescription}
            rows={4}
            isRequired
            maxLength={maxLengths.challenge}
            value={entries.challenge}
            onChange={(value) => update('challenge', value)}
            {...refusedField('challenge')}
          />
          <RadioGroup
            id={contactFieldIds.contactPreference}
            name="contactPreference"
            label={copy.labels.contactPreference}
            value={contactPreference}
            onChange={(value) => changePreference(value as ContactPreference)}
          >
            {contactPreferenceOptions.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
          <VisuallyHidden as="div" role="status">
            {announcement.summary}
            {announcement.repeat ? '\u00a0' : ''}
          </VisuallyHidden>
          <div className={styles.footer}>
            {/* A press leaves focus in the field being edited (the button stays in the Tab order):
                taking focus would blur that field, and React Aria would show its error before
                the click ends, moving the button from under the pointer so the click is lost.
                The submit shows every error and focuses the first invalid field instead. While
                sending it says so and a second press sends nothing. */}
            <NativeButton
              type="submit"
              size="lg"
              aria-disabled={sending || undefined}
              data-pending={sending || undefined}
              onMouseDown={(event) => event.preventDefault()}
            >
              {copy.submit}
            </NativeButton>
            <p className={styles.privacy}>
              {copy.privacy.text}{' '}
              <Link href={copy.privacy.link.href}>{copy.privacy.link.label}</Link>{' '}
              {copy.privacy.after}
            </p>
          </div>
        </form>
      </div>
    </PageSection>
  );
}
