import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../sections/AboutPage/AboutPage';
import { aboutHead } from './-components/aboutHead';

/** /company/about: the About page (doc 2 §1), the same as /company. */
export const Route = createFileRoute('/company/about')({
  head: () => aboutHead('/company/about'),
  component: AboutPage,
});
