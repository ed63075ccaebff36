import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/services/')({
  component: () => <h1>/services/</h1>,
});
