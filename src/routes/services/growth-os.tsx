import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/services/growth-os')({
  component: () => <h1>/services/growth-os</h1>,
});
