import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/services/product-modules')({
  component: () => <h1>/services/product-modules</h1>,
});
