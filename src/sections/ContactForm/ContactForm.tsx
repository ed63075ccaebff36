import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Select, SelectItem } from '../../components/Select/Select';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { toast } from '../../components/Toast/Toast';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { contact, contactErrorSummary, contactFailureMessage } from '../../content/site/contact';
import type { ContactRefusal } from '../../features/contactForm/refusal';
import {
  contactEndpoint,
  type SendSubmission,
  sendContactSubmission,
} from '../../features/contactForm/sendSubmission';
import {
  type ContactPreference,
  type ContactSubmission,
  contactPreferenceOptions,
  defaultContactPreference,
  maxLengths,
  type Role,
  roleOptions,
  type SubmissionErrors,
} from '../../features/contactForm/submission';
import { pushEvent } from '../../platform/analytics/dataLayer';
import { PageSection } from '../PageSection/PageSection';
import * as styles from './ContactForm.css';

/** Where the visitor came from: the page's `ref`, `from` and `label` query parameters. */
export interface ContactSource {
  ref: string;
  sourcePath: string;
  sourceLabel: string;
  /** The modules chosen with 'Build My Stack' on /modules, comma-separated ('' or absent: none). */
  stack?: string;
}

interface Entries {
  fullName: string;
  email: string;
  company: string;
  role: Role | null;
  challenge: string;
  contactPreference: ContactPreference;
}

const emptyEntries: Entries = {
  fullName: '',
  email: '',
  company: '',
  role: null,
  challenge: '',
  contactPreference: defaultContactPreference,
};

/** The required fields in page order. */
const requiredFields = ['fullName', 'email', 'company', 'role', 'challenge'] as const;

/** The control a visitor uses in a field's wrapper (a Select's trigger, not its hidden select). */
function visibleControl(wrapper: Element | null | undefined): HTMLElement | undefined {
  return Array.from(wrapper?.querySelectorAll<HTMLElement>('input, textarea, button') ?? []).find(
    (control) => control.tabIndex >= 0 && !control.closest('[aria-hidden="true"]'),
  );
}

/** Which refused fields to fix, in page order, for screen readers ('' when none is known). */
function invalidSummary(names: Iterable<string>): string {
  const invalid = new Set(names);
  const labels = requiredFields
    .filter((name) => invalid.has(name))
    .map((name) => contact.form.labels[name]);
  return labels.length > 0 ? contactErrorSummary(labels) : '';
}

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

/**
 * The entries of a refused form post, as the form holds them: a role or preference that is not
 * one of the options is left unchosen (the refusal says so beside the field).
 */
export function refusedEntries(refusal: ContactRefusal): Entries {
  const { entries } = refusal;
  const role = roleOptions.find((option) => option.id === entries.role)?.id ?? null;
  const contactPreference =
    contactPreferenceOptions.find((option) => option.id === entries.contactPreference)?.id ??
    defaultContactPreference;
  return { ...entries, role, contactPreference };
}

/** The refused answers in page order, with their messages (for the error summary). */
export function refusedFields(
  errors: SubmissionErrors,
): Array<{ field: keyof Entries; message: string }> {
  return (Object.keys(contactFieldIds) as Array<keyof Entries>).flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}
/** The id of the form's section (its heading labels it). */
export const contactFormSectionId = 'contact-form';

export interface ContactFormProps {
  source: ContactSource;
  /** Sends the record; the site's endpoint by default (stories and tests pass their own). */
  send?: SendSubmission;
  /** A preference chosen before the visitor starts, e.g. phone after 'Schedule a Call'. */
  preference?: ContactPreference;
  onPreferenceChange?: (preference: ContactPreference) => void;
  /** Initial entries (stories). */
  defaultEntries?: Partial<Entries>;
  /**
   * A form post the server refused (the browser sent it without JavaScript): its entries and
   * errors are where the form starts.
   */
  refusal?: ContactRefusal;
  /** After a submission is stored. */
  onSent?: () => void;
}

/**
 * The contact form (doc 1 §2.13, §3, §5): five required fields with the browser's own required
 * and e-mail checks (React Aria shows each message next to its field, links it with
 * aria-describedby and focuses the first invalid field), the contact preference, and the source
 * of the visit in hidden inputs. Sending shows a loading toast that becomes the success or the
 * failure toast; success clears the form, failure keeps every entry.
 *
 * Before and without JavaScript it is a native form that posts to the same endpoint
 * (`method="post"`, form-encoded): the server stores the lead and answers with the thank-you
 * page, or renders this page again with the entries and the errors (`refusal`).
 */
export function ContactForm({
  source,
  send = sendContactSubmission,
  preference,
  onPreferenceChange,
  defaultEntries,
  refusal,
  onSent,
}: ContactFormProps) {
  const { form: copy, toasts, toastDuration } = contact;
  const headingId = useId();
  const introId = useId();
  const [entries, setEntries] = useState<Entries>(() =>
    refusal ? refusedEntries(refusal) : { ...emptyEntries, ...defaultEntries },
  );
  const [serverErrors, setServerErrors] = useState<SubmissionErrors>(() =>
    Object.fromEntries(
      refusedFields(refusal?.errors ?? {}).map(({ field, message }) => [field, message]),
    ),
  );
  const [sending, setSending] = useState(false);
  /** The fields of the last refused submission, for screen readers; `count` tells repeats apart. */
  const [refused, setRefused] = useState<{ names: string[]; count: number }>(() => ({
    names: Object.keys(serverErrors),
    count: 0,
  }));
  const refuse = useCallback(
    (names: Iterable<string>) =>
      setRefused((current) => ({ names: [...names], count: current.count + 1 })),
    [],
  );
  /** Asks for focus on the first field the server refused, once its error is rendered. */
  const [serverErrorsShown, setServerErrorsShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const contactPreference = preference ?? entries.contactPreference;

  function update<K extends keyof Entries>(key: K, value: Entries[K]) {
    setEntries((current) => ({ ...current, [key]: value }));
    if (serverErrors[key]) {
      setServerErrors(({ [key]: _, ...rest }) => rest);
    }
  }

  useEffect(() => {
    if (serverErrorsShown === 0) return;
    // The first refused field in page order: the wrapper React Aria marks with data-invalid.
    visibleControl(formRef.current?.querySelector('[data-invalid]'))?.focus();
  }, [serverErrorsShown]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A refused submission fires `invalid` at each invalid field in turn (React Aria shows each
    // error and focuses the first); once they are all in, screen readers hear which to fix.
    const pending = new Set<string>();
    const collect = (event: Event) => {
      if (pending.size === 0) {
        setTimeout(() => {
          refuse(pending);
          pending.clear();
        });
      }
      pending.add((event.target as HTMLInputElement).name);
    };
    form.addEventListener('invalid', collect, true);
    return () => form.removeEventListener('invalid', collect, true);
  }, [refuse]);

  function changePreference(value: ContactPreference) {
    update('contactPreference', value);
    onPreferenceChange?.(value);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || entries.role === null) return;
    const submission: ContactSubmission = {
      fullName: entries.fullName.trim(),
      email: entries.email.trim(),
      company: entries.company.trim(),
      role: entries.role,
      challenge: entries.challenge.trim(),
      contactPreference,
      sourceLabel: source.sourceLabel,
      sourcePath: source.sourcePath,
      ref: source.ref,
      stack: source.stack ?? '',
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
      page_url: window.location.href,
    };
    const sent = entries;
    setSending(true);
    setRefused((current) => ({ ...current, names: [] }));
    const toastId = toast.loading(toasts.sending);
    const result = await send(submission);
    setSending(false);
    if (result.success) {
      toast.success(toasts.success, { id: toastId, duration: toastDuration });
      // Cleared, unless the visitor edited while it was sending: nothing they typed is lost.
      setEntries((current) => (current === sent ? emptyEntries : current));
      setServerErrors({});
      onPreferenceChange?.(defaultContactPreference);
      onSent?.();
      pushEvent({
        event: 'generate_lead',
        lead_type: 'website_contact',
        currency: 'GBP',
        contact_preference: submission.contactPreference,
        ...(source.sourceLabel ? { source_label: source.sourceLabel } : {}),
        ...(source.sourcePath ? { source_path: source.sourcePath } : {}),
      });
    } else {
      toast.error(contactFailureMessage(), { id: toastId, duration: toastDuration });
      if (result.errors) {
        // The server found something the browser let through: show it, say it, go to it.
        setServerErrors(result.errors);
        refuse(Object.keys(result.errors));
        setServerErrorsShown((count) => count + 1);
      }
    }
  }

  /**
   * A field the server refused shows the server's message (the browser's own checks and React
   * Aria's show theirs otherwise); changing the field clears it (`update`).
   */
  const refusedField = (name: keyof SubmissionErrors) =>
    serverErrors[name] ? { isInvalid: true, errorMessage: serverErrors[name] } : {};

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
            {invalidSummary(refused.names)}
            {refused.count % 2 === 1 ? '\u00a0' : ''}
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
            <p className={styles.privacy}>{copy.privacy}</p>
          </div>
        </form>
      </div>
    </PageSection>
  );
}
