import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from '../../../src/components/Accordion/Accordion';

function Faq({ defaultExpandedKeys }: { defaultExpandedKeys?: string[] }) {
  return (
    <Accordion headingLevel={3} defaultExpandedKeys={defaultExpandedKeys}>
      <AccordionItem id="pricing" title="How do you price a growth programme?">
        <p>A fixed monthly fee per workstream, agreed after a two-week audit.</p>
      </AccordionItem>
      <AccordionItem id="roas" title="How soon will ROAS improve?">
        <p>Most clients see paid media efficiency move within the first six weeks.</p>
      </AccordionItem>
      <AccordionItem id="tools" title="Do we keep our analytics stack?">
        <p>Yes. We work in your accounts, so the data and dashboards stay yours.</p>
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });

describe('Accordion', { timeout: 20_000 }, () => {
  it('renders every item as a heading of the requested level with a collapsed trigger', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('keeps one item open at a time', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(trigger(/price/));
    expect(trigger(/price/).getAttribute('aria-expanded')).toBe('true');
    await user.click(trigger(/ROAS/));
    expect(trigger(/ROAS/).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(/price/).getAttribute('aria-expanded')).toBe('false');
    expect(trigger(/analytics/).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open item when its trigger is pressed again', async () => {
    const user = userEvent.setup();
    render(<Faq defaultExpandedKeys={['roas']} />);
    expect(trigger(/ROAS/).getAttribute('aria-expanded')).toBe('true');
    await user.click(trigger(/ROAS/));
    expect(trigger(/ROAS/).getAttribute('aria-expanded')).toBe('false');
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('opens and closes with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    expect(document.activeElement).toBe(trigger(/price/));
    await user.keyboard('{Enter}');
    expect(trigger(/price/).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(trigger(/price/).getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(trigger(/ROAS/));
    await user.keyboard(' ');
    expect(trigger(/ROAS/).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger(/ROAS/).getAttribute('aria-expanded')).toBe('false');
  });

  it('links each trigger to its panel and hides collapsed panels', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const button = trigger(/price/);
    const panelId = button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel?.textContent).toContain('fixed monthly fee');
    expect(panel?.hasAttribute('hidden')).toBe(true);
    await user.click(button);
    expect(panel?.hasAttribute('hidden')).toBe(false);
  });

  it('server-renders the text of collapsed panels (for prerendered pages)', () => {
    const html = renderToString(<Faq />);
    expect(html).toContain('A fixed monthly fee per workstream');
    expect(html).toContain('paid media efficiency');
    expect(html).toContain('the data and dashboards stay yours');
    expect(html).toContain('aria-expanded="false"');
  });
});
