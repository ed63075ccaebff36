import {
  catalogueMeta,
  cataloguePath,
  catalogueTrail,
  type DigitalProduct,
  productPath,
  products,
  productTrail,
} from '../../../../content/growth-os/products';
import { canonicalUrl } from '../../../../site/canonicalUrl';
import type { PageMeta } from '../../../../site/metadata';
import { breadcrumbList, organizationRef } from '../../../../site/structuredData';

/**
 * The head of a product page: canonical /growth-os/digital-products/{slug}, BreadcrumbList
 * (the same trail as the visible breadcrumbs) and SoftwareApplication JSON-LD.
 */
export function productHead(product: DigitalProduct): PageMeta {
  const path = productPath(product.slug);
  const application = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: product.name,
    description: product.summary,
    url: canonicalUrl(path),
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: product.category,
    operatingSystem: 'Web',
    featureList: product.useCases,
    publisher: organizationRef,
  };
  return {
    title: `${product.name} | Digital Products`,
    description: product.summary,
    path,
    structuredData: [breadcrumbList(productTrail(product)), application],
  };
}

/**
 * The head of the catalogue (/growth-os/digital-products): BreadcrumbList (Home > Growth OS >
 * Digital Products) and an ItemList of the eight products in catalogue order (an editorial
 * order, so no `itemListOrder`).
 */
export function catalogueHead(): PageMeta {
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: catalogueMeta.heading,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: product.name,
      url: canonicalUrl(productPath(product.slug)),
    })),
  };
  return {
    title: catalogueMeta.title,
    description: catalogueMeta.description,
    path: cataloguePath,
    structuredData: [breadcrumbList(catalogueTrail), itemList],
  };
}
