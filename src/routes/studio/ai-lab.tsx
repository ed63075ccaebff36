import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/studio/ai-lab')({
  component: () => <h1>/studio/ai-lab</h1>,
});
