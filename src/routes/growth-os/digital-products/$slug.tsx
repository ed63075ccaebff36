import { createFileRoute, redirect } from '@tanstack/react-router';

import { ProductPage } from '../../../pages/ProductPage/ProductPage';
import { campaignSearch } from '../../../site/campaignParams';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { productHead } from './-head/productHead';

/**
 * /growth-os/digital-products/{slug}: one product. Every product page is
 * prerendered. An unknown slug goes to the catalogue with a replace navigation; the
 * server answers it with the same redirect (302: the product may exist later). A slug in other
 * letter case goes to its product (301).
 */
export const Route = createFileRoute('/growth-os/digital-products/$slug')({
  staticData: {
    prerender: async () =>
      (await import('../../../content/growth-os/products')).products.map(({ slug }) => ({ slug })),
  },
  // The product's page content comes with the loader's run (productDetails.ts): a prerendered
  // product page has it in its HTML, and the catalogue does not ship it.
  loader: async ({ params }) => {
    const { findProduct } = await import('../../../content/growth-os/productDetails');
    const product = findProduct(params.slug);
    if (product) return { product, head: await loadPageHead(productHead(product)) };
    const other = findProduct(params.slug.toLowerCase());
    if (other) {
      throw redirect({
        to: '/growth-os/digital-products/$slug',
        params: { slug: other.slug },
        search: campaignSearch,
        replace: true,
        statusCode: 301,
      });
    }
    throw redirect({
      to: '/growth-os/digital-products',
      search: campaignSearch,
      replace: true,
      statusCode: 302,
    });
  },
  head: loaderHead,
  component: ProductRoute,
});

function ProductRoute() {
  const { product } = Route.useLoaderData();
  return <ProductPage product={product} />;
}
