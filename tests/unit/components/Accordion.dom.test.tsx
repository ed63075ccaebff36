import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem } from '../../../src/components/Accordion/Accordion';

function Faq({
  defaultExpandedKeys,
  onExpandedChange,
}: {
  defaultExpandedKeys?: string[];
  onExpandedChange?: (keys: Set<string | number>) => void;
}) {
  return (
    <Accordion
      headingLevel={3}
      defaultExpandedKeys={defaultExpandedKeys}
      onExpandedChange={onExpandedChange}
    >
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

/** The <details> of the item whose question matches. */
const item = (question: RegExp) =>
  screen.getByRole('heading', { name: question }).closest('details') as HTMLDetailsElement;

/** What the browser does when the summary is activated: toggle `open`, then fire `toggle`. */
function toggle(question: RegExp) {
  const details = item(question);
  details.open = !details.open;
  fireEvent(details, new Event('toggle'));
}

describe('Accordion', { timeout: 20_000 }, () => {
  it('renders every item as a native disclosure whose summary holds a heading', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const items = document.querySelectorAll('details');
    expect(items).toHaveLength(3);
    for (const details of items) {
      expect(details.open).toBe(false);
      expect(details.firstElementChild?.tagName).toBe('SUMMARY');
      expect(details.querySelector('summary h3')).not.toBeNull();
    }
    // One group: the browser itself keeps one open at a time.
    const names = new Set([...items].map((details) => details.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('keeps one item open at a time, also where the browser does not', () => {
    const onExpandedChange = vi.fn();
    render(<Faq onExpandedChange={onExpandedChange} />);
    toggle(/price/);
    expect(item(/price/).open).toBe(true);
    toggle(/ROAS/);
    expect(item(/ROAS/).open).toBe(true);
    expect(item(/price/).open).toBe(false);
    expect(item(/analytics/).open).toBe(false);
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['roas']));
  });

  it('closes the open item when its summary is activated again', () => {
    render(<Faq defaultExpandedKeys={['roas']} />);
    expect(item(/ROAS/).open).toBe(true);
    toggle(/ROAS/);
    for (const details of document.querySelectorAll('details')) {
      expect(details.open).toBe(false);
    }
  });

  it('opens at most one item at first', () => {
    render(<Faq defaultExpandedKeys={['pricing', 'roas']} />);
    expect(item(/price/).open).toBe(true);
    expect(item(/ROAS/).open).toBe(false);
  });

  it('server-renders every answer, and the open item open (readable without JavaScript)', () => {
    const html = renderToString(<Faq defaultExpandedKeys={['tools']} />);
    expect(html).toContain('A fixed monthly fee per workstream');
    expect(html).toContain('paid media efficiency');
    expect(html).toContain('the data and dashboards stay yours');
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1);
    // No answer is hidden from the page (the chevron alone is hidden from assistive technology).
    expect(html).not.toMatch(/\shidden[\s=>]/);
  });
});
