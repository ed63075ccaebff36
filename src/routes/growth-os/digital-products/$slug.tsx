import { createFileRoute, redirect } from '@tanstack/react-router';
import { findProduct, products } from '../../../content/products';
import { ProductPage } from '../../../sections/ProductPage/ProductPage';
import { productHead } from './-components/productHead';

/**
 * /growth-os/digital-products/{slug}: one product (doc 1 §2.8). Every product page is
 * prerendered. An unknown slug goes to the catalogue with a replace navigation (doc 1 §8); the
 * server answers it with the same redirect. A slug in other letter case goes to its product.
 */
export const Route = createFileRoute('/growth-os/digital-products/$slug')({
  staticData: { prerender: () => products.map((product) => ({ slug: product.slug })) },
  beforeLoad: ({ params }) => {
    if (findProduct(params.slug)) return;
    const product = findProduct(params.slug.toLowerCase());
    if (product) {
      throw redirect({
        to: '/growth-os/digital-products/$slug',
        params: { slug: product.slug },
        replace: true,
        statusCode: 301,
      });
    }
    throw redirect({ to: '/growth-os/digital-products', replace: true, statusCode: 302 });
  },
  loader: ({ params }) => {
    const product = findProduct(params.slug);
    if (!product) throw redirect({ to: '/growth-os/digital-products', replace: true });
    return { product };
  },
  head: ({ loaderData }) => (loaderData ? productHead(loaderData.product) : {}),
  component: ProductRoute,
});

function ProductRoute() {
  const { product } = Route.useLoaderData();
  return <ProductPage product={product} />;
}
