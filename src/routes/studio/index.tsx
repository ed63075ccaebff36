import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/studio/')({
  component: () => <h1>/studio/</h1>,
});
