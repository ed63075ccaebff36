import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/studio/tiktok')({
  component: () => <h1>/studio/tiktok</h1>,
});
