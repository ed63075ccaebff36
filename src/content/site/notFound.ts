/** The not-found page. Title, message and button labels are the spec's, verbatim. */
import type { ContentMeta } from './navigation';

export interface NotFoundContent {
  title: string;
  message: string;
  /** Button label; links to /. */
  backHome: string;
  /** Button label; goes back in browser history. */
  goBack: string;
  meta: ContentMeta;
}

export const notFound: NotFoundContent = {
  title: 'Page Not Found',
  message: "This page doesn't exist in our growth system architecture.",
  backHome: 'Back to Home',
  goBack: 'Go Back',
  meta: {
    title: 'Page Not Found',
    description:
      'The page you were looking for could not be found. Return to the Response home page or explore our services, proof and insights.',
  },
};
