import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/studio/creative')({
  component: () => <h1>/studio/creative</h1>,
});
