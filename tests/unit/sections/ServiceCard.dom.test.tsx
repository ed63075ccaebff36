import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ServiceCard as ServiceCardContent,
  serviceCards,
} from '../../../src/content/services/services';
import { maxExampleOutcomes, ServiceCard } from '../../../src/sections/ServiceCard/ServiceCard';

const card: ServiceCardContent = {
  title: 'Growth Marketing',
  description: 'Full-funnel experiments prioritised by revenue impact.',
  exampleOutcomes: [
    '60% conversion lift',
    '3x average ROAS improvement',
    '+28% trial-to-paid conversion',
    '-22% churn in two quarters',
    '+18% average order value',
  ],
  bullets: ['Experiment backlog', 'A/B tests', 'Lifecycle journeys'],
  outcomes: [{ title: 'Tested improvements' }, { title: 'Higher lifetime value' }],
  tags: ['CRO', 'Lifecycle'],
  href: '/services/growth-marketing',
};

describe('ServiceCard', () => {
  it('shows at most three example outcomes: the first three', () => {
    expect(maxExampleOutcomes).toBe(3);
    render(<ServiceCard {...card} as="article" />);
    const chips = screen.getByRole('list', { name: 'Example outcomes' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '60% conversion lift',
      '3x average ROAS improvement',
      '+28% trial-to-paid conversion',
    ]);
    expect(screen.queryByText('-22% churn in two quarters')).toBeNull();
    expect(screen.queryByText('+18% average order value')).toBeNull();
  });

  it('shows fewer than three example outcomes as they are', () => {
    render(<ServiceCard {...card} exampleOutcomes={['60% conversion lift']} as="article" />);
    const chips = screen.getByRole('list', { name: 'Example outcomes' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
  });

  it('caps every card of the services page', () => {
    for (const content of serviceCards) {
      const { unmount } = render(<ServiceCard {...content} as="article" />);
      const chips = screen.getByRole('list', { name: 'Example outcomes' });
      expect(within(chips).getAllByRole('listitem')).toHaveLength(
        Math.min(content.exampleOutcomes.length, 3),
      );
      unmount();
    }
  });

  it('shows the title as an h3, the description, bullets, outcomes and tags', () => {
    render(
      <ul>
        <ServiceCard {...card} />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Growth Marketing' })).toBeTruthy();
    expect(screen.getByText(card.description)).toBeTruthy();
    const bullets = screen.getByRole('list', { name: 'What we do' });
    expect(within(bullets).getAllByRole('listitem')).toHaveLength(3);
    const outcomes = screen.getByRole('list', { name: 'Outcomes' });
    expect(within(outcomes).getAllByRole('listitem')).toHaveLength(2);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CRO', 'Lifecycle']);
    for (const svg of document.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
    }
  });

  it("links 'Learn more' to the service page, naming the service for screen readers", () => {
    render(<ServiceCard {...card} as="article" />);
    const link = screen.getByRole('link', { name: 'Learn more about Growth Marketing' });
    expect(link.getAttribute('href')).toBe('/services/growth-marketing');
    expect(link.textContent).toBe('Learn more about Growth Marketing');
  });
});
