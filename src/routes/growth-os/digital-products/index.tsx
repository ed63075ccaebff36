import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/growth-os/digital-products/')({
  component: () => <h1>/growth-os/digital-products/</h1>,
});
