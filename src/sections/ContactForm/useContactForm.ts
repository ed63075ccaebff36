import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/Toast/Toast';
import { contact, contactErrorSummary, contactFailureMessage } from '../../content/site/contact';
import type { ContactRefusal } from '../../features/contactForm/refusal';
import {
  type SendSubmission,
  sendContactSubmission,
} from '../../features/contactForm/sendSubmission';
import {
  type ContactPreference,
  type ContactSubmission,
  contactPreferenceOptions,
  defaultContactPreference,
  type Role,
  roleOptions,
  type SubmissionErrors,
} from '../../features/contactForm/submission';
import { pushEvent } from '../../platform/analytics/dataLayer';

/** Where the visitor came from: the page's `ref`, `from` and `label` query parameters. */
export interface ContactSource {
  ref: string;
  sourcePath: string;
  sourceLabel: string;
  /** The modules chosen with 'Build My Stack' on /modules, comma-separated ('' or absent: none). */
  stack?: string;
}

/** The form's answers as the visitor gives them (the role unchosen until they choose one). */
export interface Entries {
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

/** Every answer in page order. */
const fieldOrder = [...requiredFields, 'contactPreference'] as const;

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
  return fieldOrder.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}

/** What the contact form is given (its props). */
export interface ContactFormOptions {
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
 * The contact form's state and behaviour, apart from its markup: the entries, the errors the
 * server returned, sending (a loading toast that becomes the success or the failure toast;
 * success clears the form and records the lead for analytics, failure keeps every entry), and
 * focus and announcements for refused fields. The form element takes `formRef` and `submit`.
 */
export function useContactForm({
  source,
  send = sendContactSubmission,
  preference,
  onPreferenceChange,
  defaultEntries,
  refusal,
  onSent,
}: ContactFormOptions) {
  const { toasts, toastDuration } = contact;
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

  return {
    formRef,
    entries,
    /** The preference shown: the page's (a call to action chose it) or the visitor's. */
    contactPreference,
    sending,
    update,
    changePreference,
    submit,
    refusedField,
    /**
     * What the status region says after a refusal: which fields to fix, and on every other
     * refusal a no-break space after it, so the same words are announced again.
     */
    announcement: { summary: invalidSummary(refused.names), repeat: refused.count % 2 === 1 },
  };
}
