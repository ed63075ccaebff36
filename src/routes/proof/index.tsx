import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/proof/')({
  component: () => <h1>/proof/</h1>,
});
