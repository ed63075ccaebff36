import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/modules')({
  component: () => <h1>/modules</h1>,
});
