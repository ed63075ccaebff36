import { type ReactNode, useEffect, useState } from 'react';
import type { ExternalToast, ToasterProps as SonnerToasterProps } from 'sonner';
import { useResolvedTheme } from '../../platform/theme/useTheme';
import * as styles from './Toast.css';

/**
 * Sonner is loaded when a page renders a `Toaster` (or raises a toast), not with the page: a
 * toast only ever follows something the visitor did, and the page's first load stays lighter
 * (about 9 kB gzip on /contact). Calls made before it has arrived wait and run in order once
 * it has, and the `Toaster` has mounted, so none is lost.
 */
type Sonner = typeof import('sonner');
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let toasterMounted = false;
const waiting: Array<(library: Sonner) => void> = [];

/** Loads sonner (once). Stories and tests await it; pages need not. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((library) => {
    sonner = library;
    flush();
    return library;
  });
  return loading;
}

function flush() {
  if (!sonner || !toasterMounted) return;
  for (const run of waiting.splice(0)) run(sonner);
}

/** Run a call on sonner now if it is ready, else once it is (and a Toaster listens). */
function withSonner(run: (library: Sonner) => void) {
  if (sonner && toasterMounted) {
    run(sonner);
    return;
  }
  waiting.push(run);
  void loadToasts();
}

let lastId = 0;
/** Every toast gets its id here, so a call can return it before sonner has loaded. */
const idOf = (options: ToastOptions | undefined): ToastId => options?.id ?? `toast-${++lastId}`;

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
  const id = idOf(options);
  withSonner(({ toast }) =>
    toast.message(text, withDuration({ ...options, id }, toastDurations.message)),
  );
  return id;
}

type Kind = 'success' | 'error' | 'loading';

function ofKind(kind: Kind) {
  return (text: ToastMessage, options?: ToastOptions): ToastId => {
    const id = idOf(options);
    withSonner(({ toast }) =>
      toast[kind](text, withDuration({ ...options, id }, toastDurations[kind])),
    );
    return id;
  };
}

/**
 * Toasts with the site's durations: `toast(text)` / `toast.message` 4 s, `toast.error` 4 s,
 * `toast.success` 2 s, `toast.loading` until replaced (pass its id to a later call) or
 * dismissed. Any call can override `duration`. Each returns the toast's id at once.
 */
export const toast = Object.assign(message, {
  message,
  success: ofKind('success'),
  error: ofKind('error'),
  loading: ofKind('loading'),
  dismiss: (id?: ToastId): ToastId | undefined => {
    withSonner(({ toast }) => toast.dismiss(id));
    return id;
  },
  /**
   * A loading toast replaced by a success (2 s) or error (4 s) toast when the promise settles.
   * `unwrap()` gives the promise's own result.
   */
  promise: <Data,>(
    promise: Promise<Data> | (() => Promise<Data>),
    options: ToastPromiseOptions<Data>,
  ): { id: ToastId; unwrap: () => Promise<Data> } => {
    const { success, error, ...rest } = options;
    const id = idOf(rest as ToastOptions);
    const settled = typeof promise === 'function' ? promise() : promise;
    withSonner(({ toast }) =>
      toast.promise(settled, {
        ...rest,
        id,
        success: withOutcomeDuration(success, toastDurations.success),
        error: withOutcomeDuration(error, toastDurations.error),
      }),
    );
    return { id, unwrap: () => settled };
  },
});

export type ToasterProps = Omit<SonnerToasterProps, 'theme' | 'visibleToasts' | 'position'>;

/**
 * Sonner's `Toaster`, top right, up to 20 visible, in the page's resolved theme. Render it once
 * in each page that raises toasts (today the contact page), so that pages without toasts don't
 * load sonner; it loads sonner as it mounts, and renders once sonner has arrived. Sonner
 * announces toasts through a polite `aria-live` region.
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  const theme = useResolvedTheme();
  const [library, setLibrary] = useState<Sonner | null>(sonner);
  useEffect(() => {
    let current = true;
    loadToasts().then((loaded) => {
      if (current) setLibrary(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  // Once sonner's toaster listens, the calls that waited for it run.
  useEffect(() => {
    if (!library) return;
    toasterMounted = true;
    flush();
    return () => {
      toasterMounted = false;
    };
  }, [library]);
  if (!library) return null;
  const { Toaster: SonnerToaster } = library;
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
