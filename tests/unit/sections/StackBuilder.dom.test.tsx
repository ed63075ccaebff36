import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mixAndMatchModules } from '../../../src/content/growth-os/modules';
import {
  StackBuilder,
  stackHref,
  stackSummary,
} from '../../../src/sections/StackBuilder/StackBuilder';
import { contactHref } from '../../../src/site/contactLink';
import { enhance } from '../../support/enhancement';

function Builder({ defaultSelected }: { defaultSelected?: string[] }) {
  return (
    <StackBuilder
      heading="Mix and match your stack"
      modules={mixAndMatchModules}
      groupLabel="Choose modules for your stack"
      from="/modules"
      buttonLabel="Build My Stack"
      defaultSelected={defaultSelected}
    />
  );
}

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
const status = () => screen.getByRole('status');
const buildLink = () => screen.getByRole('link', { name: 'Build My Stack' });

/** The query of the Build My Stack link. */
function query(): URLSearchParams {
  const href = buildLink().getAttribute('href') ?? '';
  return new URL(href, 'https://www.response.example').searchParams;
}

describe('stackSummary and stackHref', () => {
  it('describe the selection', () => {
    expect(stackSummary([])).toBe('No modules selected yet');
    expect(stackSummary(['SignalOS'])).toBe('1 module selected: SignalOS');
    expect(stackSummary(['SignalOS', 'LeadSync', 'AI Boost'])).toBe(
      '3 modules selected: SignalOS, LeadSync, AI Boost',
    );
  });

  it('add the stack to the attributed contact link only when something is selected', () => {
    const base = contactHref('/modules', 'Build My Stack');
    expect(base).toBe('/contact?ref=cta&from=%2Fmodules&label=build-my-stack');
    expect(stackHref('/modules', 'Build My Stack', [])).toBe(base);
    expect(stackHref('/modules', 'Build My Stack', ['SignalOS', 'AI Boost'])).toBe(
      `${base}&stack=SignalOS%2CAI+Boost`,
    );
  });
});

describe('StackBuilder', { timeout: 20_000 }, () => {
  it('labels the multiple-selection group with its visible label and shows nine tiles', async () => {
    render(<Builder />);
    await enhance();
    const group = screen.getByRole('toolbar', { name: 'Choose modules for your stack' });
    const tiles = group.querySelectorAll('button');
    expect(tiles).toHaveLength(9);
    for (const button of tiles) expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Choose modules for your stack').tagName).toBe('P');
  });

  it('starts empty: no stack in the link', async () => {
    render(<Builder />);
    await enhance();
    expect(status().textContent).toBe('No modules selected yet');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(buildLink().getAttribute('href')).toBe(contactHref('/modules', 'Build My Stack'));
    expect(query().has('stack')).toBe(false);
  });

  it('updates the summary and the link as modules are picked, in module order', async () => {
    const user = userEvent.setup();
    render(<Builder />);
    await enhance();
    await user.click(tile('AI Boost'));
    await user.click(tile('SignalOS'));
    await user.click(tile('LeadSync'));
    expect(tile('SignalOS').getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('3 modules selected: SignalOS, LeadSync, AI Boost');
    const params = query();
    expect(params.get('ref')).toBe('cta');
    expect(params.get('from')).toBe('/modules');
    expect(params.get('label')).toBe('build-my-stack');
    expect(params.get('stack')).toBe('SignalOS,LeadSync,AI Boost');
  });

  it('removes a module when its tile is pressed again, and the stack when none is left', async () => {
    const user = userEvent.setup();
    render(<Builder defaultSelected={['signalos', 'leadsync']} />);
    await enhance();
    expect(status().textContent).toBe('2 modules selected: SignalOS, LeadSync');
    await user.click(tile('SignalOS'));
    expect(tile('SignalOS').getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('1 module selected: LeadSync');
    expect(query().get('stack')).toBe('LeadSync');
    await user.click(tile('LeadSync'));
    expect(status().textContent).toBe('No modules selected yet');
    expect(query().has('stack')).toBe(false);
  });

  it('server-renders the preset selection in the summary and the ticked checkboxes', () => {
    const html = renderToString(<Builder defaultSelected={['signalos', 'leadsync', 'ai-boost']} />);
    expect(html).toContain('3 modules selected: SignalOS, LeadSync, AI Boost');
    expect(html.match(/<input[^>]*checked=""[^>]*>/g)?.length).toBe(3);
    expect(html).toContain('role="status"');
  });
});

describe('StackBuilder before React Aria (and without JavaScript)', () => {
  const checkbox = (name: string) =>
    screen.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });

  it('is a GET form to the contact page: a checkbox per module and the attribution', () => {
    const { container } = render(<Builder />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/contact');
    const group = screen.getByRole('group', { name: 'Choose modules for your stack' });
    const boxes = group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect(boxes).toHaveLength(9);
    for (const box of boxes) expect(box.name).toBe('stack');
    expect(checkbox('SignalOS').getAttribute('value')).toBe('SignalOS');
    const hidden = Object.fromEntries(
      Array.from(container.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({ ref: 'cta', from: '/modules', label: 'build-my-stack' });
    expect(screen.getByRole('button', { name: 'Build My Stack' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('sums up what is ticked once hydrated, and React Aria starts from it', async () => {
    render(<Builder />);
    fireEvent.click(checkbox('LeadSync'));
    fireEvent.click(checkbox('SignalOS'));
    expect(status().textContent).toBe('2 modules selected: SignalOS, LeadSync');
    // A tick the page did not hear of (made before it hydrated) is read at the swap.
    const aiBoost = checkbox('AI Boost') as HTMLInputElement;
    aiBoost.checked = true;
    await enhance();
    expect(tile('AI Boost').getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('3 modules selected: SignalOS, LeadSync, AI Boost');
    expect(query().get('stack')).toBe('SignalOS,LeadSync,AI Boost');
  });
});
