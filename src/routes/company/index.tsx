import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../sections/AboutPage/AboutPage';
import { aboutHead } from './-components/aboutHead';

/** /company shows the About page (doc 2 §1), the same as /company/about. */
export const Route = createFileRoute('/company/')({
  head: () => aboutHead('/company'),
  component: AboutPage,
});
