/**
 * The catalogue's product categories, in the spec's order. Their own module: the
 * catalogue's search schema needs them in the entry bundle (route search schemas are not code
 * split), and the products' content should not follow them there.
 */
export const productCategories = [
  'Audiences',
  'Creative',
  'Automation',
  'Measurement',
  'Data',
  'Governance',
  'AI & Automation',
] as const;

export type ProductCategory = (typeof productCategories)[number];
