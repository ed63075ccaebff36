import { createFileRoute } from '@tanstack/react-router';
import { LocationsPage } from '../../pages/LocationsPage/LocationsPage';
import { loaderHead } from '../../site/metadata';
import { locationsHead } from './-head/companyHead';

/** /company/locations: every office, its address, phone, e-mail, map and time zone. */
export const Route = createFileRoute('/company/locations')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: () => ({ head: locationsHead() }),
  head: loaderHead,
  component: LocationsPage,
});
