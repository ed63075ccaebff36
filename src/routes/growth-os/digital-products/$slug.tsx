import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/growth-os/digital-products/$slug')({
  staticData: { prerender: () => [] },
  component: () => <h1>product</h1>,
});
