import { createFileRoute } from '@tanstack/react-router';
import { LocationsPage } from '../../pages/LocationsPage/LocationsPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { locationsHead } from './-head/companyHead';

/** /company/locations: every office, its address, phone, e-mail, map and time zone. */
export const Route = createFileRoute('/company/locations')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({ head: await loadPageHead(locationsHead()) }),
  head: loaderHead,
  component: LocationsPage,
});
