import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mixAndMatchModules } from '../../../src/content/modules';
import {
  StackBuilder,
  stackHref,
  stackSummary,
} from '../../../src/sections/StackBuilder/StackBuilder';
import { contactHref } from '../../../src/site/contactLink';

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
  it('labels the multiple-selection group with its visible label and shows nine tiles', () => {
    render(<Builder />);
    const group = screen.getByRole('toolbar', { name: 'Choose modules for your stack' });
    const tiles = group.querySelectorAll('button');
    expect(tiles).toHaveLength(9);
    for (const button of tiles) expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Choose modules for your stack').tagName).toBe('P');
  });

  it('starts empty: no stack in the link', () => {
    render(<Builder />);
    expect(status().textContent).toBe('No modules selected yet');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(buildLink().getAttribute('href')).toBe(contactHref('/modules', 'Build My Stack'));
    expect(query().has('stack')).toBe(false);
  });

  it('updates the summary and the link as modules are picked, in module order', async () => {
    const user = userEvent.setup();
    render(<Builder />);
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
    expect(status().textContent).toBe('2 modules selected: SignalOS, LeadSync');
    await user.click(tile('SignalOS'));
    expect(tile('SignalOS').getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('1 module selected: LeadSync');
    expect(query().get('stack')).toBe('LeadSync');
    await user.click(tile('LeadSync'));
    expect(status().textContent).toBe('No modules selected yet');
    expect(query().has('stack')).toBe(false);
  });

  it('server-renders the preset selection in the summary and the link', () => {
    const html = renderToString(<Builder defaultSelected={['signalos', 'leadsync', 'ai-boost']} />);
    expect(html).toContain('3 modules selected: SignalOS, LeadSync, AI Boost');
    expect(html).toContain('stack=SignalOS%2CLeadSync%2CAI+Boost');
    expect(html).toContain('role="status"');
  });
});
