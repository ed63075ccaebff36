import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type EarlyInput,
  replayEarlyClicks,
  syncEarlyInput,
} from '../../src/platform/hydration/earlyInput';
import { hydrateWithoutMismatch, serverHtml } from '../support/serverHtml';

/**
 * What a visitor typed, chose, ticked or clicked before React listened reaches React once it
 * does (src/platform/hydration/earlyInput.ts): a controlled field's state takes the browser's
 * value instead of writing the server's back over it.
 */
function Form({ onState }: { onState?: (state: Record<string, unknown>) => void }) {
  const [name, setName] = useState('');
  const [region, setRegion] = useState('all');
  const [role, setRole] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const state = { name, region, role, tags };
  // Where the app calls it: once the fields have hydrated, before they render again.
  useLayoutEffect(() => syncEarlyInput(), []);
  onState?.(state);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      {['all', 'uk'].map((value) => (
        <input
          key={value}
          type="radio"
          name="region"
          value={value}
          aria-label={value}
          checked={region === value}
          onChange={() => setRegion(value)}
        />
      ))}
      <select aria-label="Role" value={role} onChange={(event) => setRole(event.target.value)}>
        <option value="">Select your role</option>
        <option value="cmo">CMO</option>
      </select>
      <input
        type="checkbox"
        aria-label="ABM"
        checked={tags.includes('abm')}
        onChange={(event) => setTags(event.target.checked ? ['abm'] : [])}
      />
    </form>
  );
}

describe('early input', () => {
  it('typed, chosen and ticked before hydration: the state takes it, the page keeps it', async () => {
    const container = serverHtml(<Form />);
    const field = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
    field<HTMLInputElement>('input[aria-label="Name"]').value = 'Ada Lovelace';
    field<HTMLInputElement>('input[value="uk"]').checked = true;
    field<HTMLSelectElement>('select').value = 'cmo';
    field<HTMLInputElement>('input[type="checkbox"]').checked = true;
    const onState = vi.fn();
    await hydrateWithoutMismatch(container, <Form onState={onState} />);
    expect(onState).toHaveBeenLastCalledWith({
      name: 'Ada Lovelace',
      region: 'uk',
      role: 'cmo',
      tags: ['abm'],
    });
    expect(field<HTMLInputElement>('input[aria-label="Name"]').value).toBe('Ada Lovelace');
    expect(field<HTMLInputElement>('input[value="uk"]').checked).toBe(true);
    expect(field<HTMLInputElement>('input[value="all"]').checked).toBe(false);
  });

  it('leaves untouched fields and their state alone', async () => {
    const container = serverHtml(<Form />);
    const onState = vi.fn();
    await hydrateWithoutMismatch(container, <Form onState={onState} />);
    expect(onState).toHaveBeenCalledTimes(1);
  });

  it('clicks again the script-only buttons clicked before React listened, still in the page', () => {
    const kept = document.createElement('button');
    const gone = document.createElement('button');
    document.body.append(kept);
    const clicks = vi.fn();
    kept.addEventListener('click', clicks);
    gone.addEventListener('click', clicks);
    const early: EarlyInput = { listening: true, clicks: [kept, gone], press: null };
    replayEarlyClicks(early);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(early.clicks).toEqual([]);
    kept.remove();
  });
});
