import { describe, expect, it } from 'vitest';
import { toolCategories } from '../../src/content/proof/toolCategories';
import { tools } from '../../src/content/proof/tools';
import { serviceNames } from '../../src/content/services/serviceNames';

/** The agency's services and practices a tool may be used in: a service by its one name. */
const services = [
  'Paid Media',
  serviceNames['user-acquisition'],
  serviceNames['account-based-marketing'],
  'SEO & Content',
  'Analytics & Attribution',
  'Conversion Optimisation',
  serviceNames['creative-production'],
  'Lifecycle & CRM',
  serviceNames['growth-marketing'],
  serviceNames['go-to-market-new-country'],
];

const categoryOrder = toolCategories.map((category) => category.name) as string[];

describe('tools', () => {
  it('are about a hundred, with unique names', () => {
    expect(tools.length).toBeGreaterThanOrEqual(98);
    expect(tools.length).toBeLessThanOrEqual(104);
    const keys = tools.map((tool) => tool.name.toLowerCase());
    expect(new Set(keys).size).toBe(tools.length);
  });

  it('cover every category with at least ten tools, and no other category', () => {
    for (const category of categoryOrder) {
      expect(
        tools.filter((tool) => tool.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10);
    }
    for (const tool of tools) expect(categoryOrder, tool.name).toContain(tool.category);
  });

  it.each(tools.map((tool) => [tool.name, tool] as const))(
    '%s: name and description',
    (_, tool) => {
      expect(tool.name).toBe(tool.name.trim());
      expect(tool.name).not.toBe('');
      expect(tool.description.length).toBeLessThanOrEqual(140);
      expect(tool.description).toMatch(/^[A-Z].*\.$/);
      expect(tool.description).not.toMatch(/\s{2}|\.\s+[A-Z]/);
    },
  );

  it.each(tools.map((tool) => [tool.name, tool] as const))(
    '%s: used in 1-3 services',
    (_, tool) => {
      expect(tool.usedIn.length).toBeGreaterThanOrEqual(1);
      expect(tool.usedIn.length).toBeLessThanOrEqual(3);
      expect(new Set(tool.usedIn).size).toBe(tool.usedIn.length);
      for (const service of tool.usedIn) expect(services).toContain(service);
    },
  );

  it('are sorted by category order, then by name A-Z', () => {
    for (let index = 1; index < tools.length; index += 1) {
      const previous = tools[index - 1]!;
      const current = tools[index]!;
      const byCategory =
        categoryOrder.indexOf(previous.category) - categoryOrder.indexOf(current.category);
      expect(byCategory, `${previous.name} before ${current.name}`).toBeLessThanOrEqual(0);
      if (byCategory === 0) {
        expect(
          previous.name.localeCompare(current.name, 'en', { sensitivity: 'base' }),
          `${previous.name} before ${current.name}`,
        ).toBeLessThan(0);
      }
    }
  });

  it('names are plain text, not logos', () => {
    for (const tool of tools) expect(tool.name).not.toMatch(/<|\.(svg|png|jpe?g|webp)$/i);
  });
});
