import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEnhancement } from '../../src/platform/hydration/useEnhancement';

/**
 * The swap from a control's HTML fallback to its React Aria version must never take a press:
 * a chunk that arrives while a pointer (or Space) is held on the fallback waits until the
 * press has been delivered to the element the visitor pressed.
 */
function deferred() {
  let resolve: (value: { label: string }) => void = () => {};
  const promise = new Promise<{ label: string }>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Control({ load }: { load: () => Promise<{ label: string }> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [presses, setPresses] = useState<string[]>([]);
  const module = useEnhancement(load, ref);
  return (
    <div ref={ref}>
      <button type="button" onClick={() => setPresses([...presses, module ? 'enhanced' : 'plain'])}>
        {module ? module.label : 'Plain'}
      </button>
      <output>{presses.join(',')}</output>
    </div>
  );
}

const tick = (ms = 0) => act(() => new Promise((done) => setTimeout(done, ms)));

describe('useEnhancement', () => {
  it('holds a swap that arrives mid-press until the click has reached the fallback', async () => {
    const chunk = deferred();
    render(<Control load={() => chunk.promise} />);
    const plain = screen.getByRole('button', { name: 'Plain' });
    fireEvent.pointerOver(plain);
    fireEvent.pointerDown(plain);
    await act(async () => chunk.resolve({ label: 'Enhanced' }));
    await tick(10);
    // Still the element the pointer went down on.
    expect(screen.getByRole('button', { name: 'Plain' })).toBe(plain);
    fireEvent.pointerUp(plain);
    fireEvent.click(plain);
    expect(screen.getByRole('status').textContent).toBe('plain');
    await tick(10);
    expect(screen.getByRole('button', { name: 'Enhanced' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('plain');
  });

  it('holds it while Space is held, and swaps after a press that brings no click', async () => {
    const chunk = deferred();
    render(<Control load={() => chunk.promise} />);
    const plain = screen.getByRole('button', { name: 'Plain' });
    fireEvent.focusIn(plain);
    fireEvent.keyDown(plain, { key: ' ' });
    await act(async () => chunk.resolve({ label: 'Enhanced' }));
    await tick(10);
    expect(screen.getByRole('button', { name: 'Plain' })).toBe(plain);
    fireEvent.keyUp(plain, { key: ' ' });
    await tick(150);
    expect(screen.getByRole('button', { name: 'Enhanced' })).toBeTruthy();
  });

  it('swaps at once when no press is under way', async () => {
    const chunk = deferred();
    render(<Control load={() => chunk.promise} />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Plain' }));
    await act(async () => chunk.resolve({ label: 'Enhanced' }));
    await tick();
    expect(screen.getByRole('button', { name: 'Enhanced' })).toBeTruthy();
  });

  it('reads the fallback when it swaps, so a press delivered while held is carried over', async () => {
    // A native disclosure: the press opens it; the enhanced version must start open.
    function Disclosure({ load }: { load: () => Promise<{ label: string }> }) {
      const ref = useRef<HTMLDetailsElement>(null);
      const [open, setOpen] = useState(false);
      const module = useEnhancement(load, ref, {
        beforeSwap: () => setOpen(ref.current?.open ?? false),
      });
      if (module) return <p>{`${module.label} ${open ? 'open' : 'closed'}`}</p>;
      return (
        <details ref={ref}>
          <summary>Menu</summary>
        </details>
      );
    }
    const chunk = deferred();
    const { container } = render(<Disclosure load={() => chunk.promise} />);
    const summary = screen.getByText('Menu');
    const details = container.querySelector('details') as HTMLDetailsElement;
    fireEvent.pointerOver(summary);
    fireEvent.pointerDown(summary);
    // The chunk arrives while the pointer is down, before the click opens the disclosure.
    await act(async () => chunk.resolve({ label: 'Dialog' }));
    await tick(10);
    fireEvent.pointerUp(summary);
    fireEvent.click(summary);
    expect(details.open).toBe(true); // the click on its summary opened it
    await tick(10);
    expect(screen.getByText('Dialog open')).toBeTruthy();
  });
});
