import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/studio/creator-studio')({
  component: () => <h1>/studio/creator-studio</h1>,
});
