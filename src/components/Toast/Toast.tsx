import type { ReactNode } from 'react';
import {
  type ExternalToast,
  Toaster as SonnerToaster,
  type ToasterProps as SonnerToasterProps,
  toast as sonnerToast,
} from 'sonner';
import { useResolvedTheme } from '../../features/theme/useTheme';
import * as styles from './Toast.css';

/** How long each kind of toast stays, in ms (the spec's rules). Loading stays until replaced. */
export const toastDurations = {
  message: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

/** At most this many toasts are visible at once. */
export const maxVisibleToasts = 20;

export type ToastMessage = ReactNode;
/** Sonner's per-toast options; `duration` overrides the default for that kind. */
export type ToastOptions = ExternalToast;
export type ToastId = string | number;

function withDuration(options: ToastOptions | undefined, duration: number): ToastOptions {
  // An explicit duration is always set: updating a loading toast (same `id`) would otherwise
  // keep the loading toast's infinite duration.
  return { ...options, duration: options?.duration ?? duration };
}

type PromiseResult = ReactNode | (ToastOptions & { message: ReactNode });
type PromiseOutcome<Data> =
  | PromiseResult
  | ((data: Data) => PromiseResult | Promise<PromiseResult>);

function isExtendedResult(value: unknown): value is ToastOptions & { message: ReactNode } {
  return typeof value === 'object' && value !== null && 'message' in value;
}

function withOutcomeDuration<Data>(
  outcome: PromiseOutcome<Data> | undefined,
  duration: number,
): ((data: Data) => Promise<ToastOptions & { message: ReactNode }>) | undefined {
  if (outcome === undefined) return undefined;
  return async (data: Data) => {
    const result = typeof outcome === 'function' ? await outcome(data) : outcome;
    return isExtendedResult(result)
      ? (withDuration(result, duration) as ToastOptions & { message: ReactNode })
      : { message: result, duration };
  };
}

export interface ToastPromiseOptions<Data> extends Omit<ToastOptions, 'description'> {
  loading: ReactNode;
  success?: PromiseOutcome<Data>;
  error?: PromiseOutcome<unknown>;
  description?: ReactNode;
}

/** A plain message toast (4 s). */
function message(text: ToastMessage, options?: ToastOptions): ToastId {
  return sonnerToast.message(text, withDuration(options, toastDurations.message));
}

/**
 * Toasts with the site's durations: `toast(text)` / `toast.message` 4 s, `toast.error` 4 s,
 * `toast.success` 2 s, `toast.loading` until replaced (pass its id to a later call) or
 * dismissed. Any call can override `duration`.
 */
export const toast = Object.assign(message, {
  message,
  success: (text: ToastMessage, options?: ToastOptions): ToastId =>
    sonnerToast.success(text, withDuration(options, toastDurations.success)),
  error: (text: ToastMessage, options?: ToastOptions): ToastId =>
    sonnerToast.error(text, withDuration(options, toastDurations.error)),
  loading: (text: ToastMessage, options?: ToastOptions): ToastId =>
    sonnerToast.loading(text, withDuration(options, toastDurations.loading)),
  dismiss: (id?: ToastId): ToastId | undefined => sonnerToast.dismiss(id),
  /** A loading toast replaced by a success (2 s) or error (4 s) toast when the promise settles. */
  promise: <Data,>(
    promise: Promise<Data> | (() => Promise<Data>),
    options: ToastPromiseOptions<Data>,
  ) => {
    const { success, error, ...rest } = options;
    return sonnerToast.promise(promise, {
      ...rest,
      success: withOutcomeDuration(success, toastDurations.success),
      error: withOutcomeDuration(error, toastDurations.error),
    });
  },
});

export type ToasterProps = Omit<SonnerToasterProps, 'theme' | 'visibleToasts' | 'position'>;

/**
 * Sonner's `Toaster`, top right, up to 20 visible, in the page's resolved theme. Render it once
 * in each page that raises toasts (today the contact page), so that pages without toasts don't
 * load sonner. Sonner announces toasts through a polite `aria-live` region.
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  const theme = useResolvedTheme();
  return (
    <SonnerToaster
      position="top-right"
      visibleToasts={maxVisibleToasts}
      theme={theme}
      className={styles.toaster}
      {...props}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: styles.toast,
          success: styles.success,
          error: styles.error,
          ...toastOptions?.classNames,
        },
      }}
    />
  );
}
