import type { Story, StoryDefault } from '@ladle/react';
import { notFound } from '../../src/content/site/notFound';
import { NotFound } from '../../src/sections/NotFound/NotFound';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Not Found' } satisfies StoryDefault;

/**
 * Any address the site does not have (/investors, /this/does/not/exist): status 404 from the
 * server and this page. 'Go Back' uses the browser's history (here it only logs), and is not
 * shown without JavaScript. The routes render `src/pages/NotFoundPage/` (`NotFoundPage`, and
 * `ListNotFoundPage` for an unknown job or case), which read the router's location: the story
 * renders the section they both show.
 */
export const UnknownAddress: Story = () => (
  <SiteLayout pathname="/this/does/not/exist">
    <NotFound
      title={notFound.title}
      message={notFound.message}
      backHomeLabel={notFound.backHome}
      goBackLabel={notFound.goBack}
      onGoBack={() => console.info('Go Back pressed')}
    />
  </SiteLayout>
);
