import { act, render, screen, waitFor } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadToasts,
  maxVisibleToasts,
  Toaster,
  toast,
  toastDurations,
} from '../../../src/components/Toast/Toast';

/** The page's toaster, once sonner has loaded and it listens (calls then run at once). */
async function mountToaster() {
  const view = render(<Toaster />);
  await loadToasts();
  await waitFor(() => expect(document.querySelector('section[aria-live="polite"]')).not.toBeNull());
  return view;
}

/** The options sonner received for a toast id (from its history). */
function sonnerRecord(id: string | number) {
  const records = sonnerToast.getHistory().filter((record) => record.id === id);
  const last = records.at(-1);
  if (!last || !('type' in last || 'title' in last)) throw new Error(`No toast ${id}`);
  return last as { duration?: number; type?: string; title?: unknown };
}

function toastElements() {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
}

// This file gets modules of its own (the dom-isolated project, vitest.config.ts): its first test
// needs the toast module as a page first has it, before sonner has loaded, which another file of
// a shared worker could already have done.
describe('toast', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    act(() => {
      sonnerToast.dismiss();
    });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads sonner only with a Toaster; calls made before it has arrived show once it has', async () => {
    const first = toast.loading('Queued before the toaster');
    const second = toast.success('Also queued', { id: 'queued-2' });
    expect(first).toMatch(/^toast-\d+$/);
    expect(second).toBe('queued-2');
    await mountToaster();
    await screen.findByText('Queued before the toaster');
    await screen.findByText('Also queued');
  });

  it('uses the spec durations per type', async () => {
    await mountToaster();
    expect(toastDurations).toEqual({
      message: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
    });
    expect(sonnerRecord(toast('Campaign brief shared')).duration).toBe(4000);
    expect(sonnerRecord(toast.message('Report scheduled for Monday')).duration).toBe(4000);
    expect(sonnerRecord(toast.error('The upload failed')).duration).toBe(4000);
    expect(sonnerRecord(toast.success('Message sent')).duration).toBe(2000);
    expect(sonnerRecord(toast.loading('Sending your message')).duration).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('lets a call override the duration (the contact page uses 5000 ms)', async () => {
    await mountToaster();
    expect(
      sonnerRecord(toast.success('Thanks, we will reply within a day', { duration: 5000 }))
        .duration,
    ).toBe(5000);
    expect(sonnerRecord(toast.error('Please check the form', { duration: 5000 })).duration).toBe(
      5000,
    );
  });

  it('replacing a loading toast gives the new type its own duration', async () => {
    await mountToaster();
    const id = toast.loading('Sending your message');
    toast.success('Message sent', { id });
    const record = sonnerRecord(id);
    expect(record.type).toBe('success');
    expect(record.duration).toBe(2000);
  });

  it('toast.promise resolves to a 2 s success or a 4 s error toast', async () => {
    await mountToaster();
    const ok = toast.promise(Promise.resolve('Q3 report'), {
      loading: 'Building your report',
      success: (name) => `${name} is ready`,
      error: 'The report could not be built',
    });
    await ok.unwrap();
    await waitFor(() => {
      const record = sonnerToast
        .getHistory()
        .findLast((entry) => 'type' in entry && entry.type === 'success');
      expect(record && 'duration' in record ? record.duration : undefined).toBe(2000);
    });
    const failed = toast.promise(Promise.reject(new Error('timeout')), {
      loading: 'Building your report',
      error: { message: 'The report could not be built', description: 'Please try again.' },
    });
    await failed.unwrap().catch(() => undefined);
    await waitFor(() => {
      const record = sonnerToast
        .getHistory()
        .findLast((entry) => 'type' in entry && entry.type === 'error');
      expect(record && 'duration' in record ? record.duration : undefined).toBe(4000);
    });
  });

  it('renders in a polite live region, top right, at most 20 visible', async () => {
    await mountToaster();
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast.loading(`Syncing audience ${i}`);
    });
    const region = document.querySelector('section[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(maxVisibleToasts).toBe(20);
    await waitFor(() => expect(toastElements()).toHaveLength(25), { timeout: 10_000 });
    const toasts = toastElements();
    expect(region?.contains(toasts[0] ?? null)).toBe(true);
    expect(toasts.filter((el) => el.dataset.visible === 'true')).toHaveLength(20);
    expect(toasts[0]?.dataset.yPosition).toBe('top');
    expect(toasts[0]?.dataset.xPosition).toBe('right');
  });

  it('follows the resolved page theme', async () => {
    document.documentElement.classList.add('dark');
    await mountToaster();
    act(() => {
      toast('Dark mode toast');
    });
    await screen.findByText('Dark mode toast');
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-sonner-theme')).toBe(
      'dark',
    );
    document.documentElement.classList.remove('dark');
  });

  it('auto-dismisses success after 2 s and keeps loading toasts', async () => {
    await mountToaster();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      toast.loading('Uploading the media plan');
      toast.success('Audience saved');
    });
    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('Audience saved')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.queryByText('Audience saved')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Audience saved')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Uploading the media plan')).toBeTruthy();
  });
});
