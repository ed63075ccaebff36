import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/growth-os/')({
  component: () => <h1>/growth-os/</h1>,
});
