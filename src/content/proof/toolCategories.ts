/**
 * The categories of the tech stack catalogue, in the spec's order, each with
 * the slug it has in the URL (`?category=seo`). Their own module: the tech stack's search schema
 * needs them in the entry bundle (route search schemas are not code split), and the hundred tools
 * should not follow them there.
 */
export const toolCategories = [
  { name: 'Ad & Programmatic', slug: 'ad-programmatic' },
  { name: 'Analytics Attribution & Data', slug: 'analytics-attribution-data' },
  { name: 'SEO', slug: 'seo' },
  { name: 'CRO Experimentation & UX', slug: 'cro-experimentation-ux' },
  { name: 'AI & Automation', slug: 'ai-automation' },
  { name: 'Tag Management & CDP', slug: 'tag-management-cdp' },
  { name: 'Lifecycle & Marketing Automation', slug: 'lifecycle-marketing-automation' },
] as const;

export type ToolCategory = (typeof toolCategories)[number]['name'];
export type ToolCategorySlug = (typeof toolCategories)[number]['slug'];
