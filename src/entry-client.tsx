import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';

const router = createRouter();

hydrateRoot(document, <RouterClient router={router} />, {
  onRecoverableError(error) {
    console.error('Hydration error', error);
  },
});
