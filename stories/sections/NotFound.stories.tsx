import type { Story, StoryDefault } from '@ladle/react';
import { casesPage } from '../../src/content/proof/casePages';
import { notFound } from '../../src/content/site/notFound';
import { PreviewRefusedPage } from '../../src/pages/PreviewRefusedPage/PreviewRefusedPage';
import { NotFound } from '../../src/sections/NotFound/NotFound';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Not Found' } satisfies StoryDefault;

/** The not-found page body ("Go Back" logs instead of leaving the story). */
export const BothButtons: Story = () => (
  <NotFound
    title={notFound.title}
    message={notFound.message}
    backHomeLabel={notFound.backHome}
    goBackLabel={notFound.goBack}
    onGoBack={() => console.info('Go Back pressed')}
  />
);

/**
 * An unknown case study (/proof/cases/{slug}): the way back leads to the list it came from, with
 * a back arrow, and there is no Go Back.
 */
export const CaseStudyNotFoundBackToAList: Story = () => (
  <NotFound
    title={casesPage.notFound.title}
    message={casesPage.notFound.body}
    backHomeLabel={casesPage.notFound.back.label}
    homeHref={casesPage.notFound.back.href}
    backIcon="back"
  />
);
CaseStudyNotFoundBackToAList.storyName = 'Back to a list, for a missing case study';

/**
 * A WordPress preview link that cannot be opened (/preview?refused=expired): the status the
 * server answers with as the number, a next step, and a second link, to Insights (the page
 * template renders the section with this reason's words).
 */
export const RefusedPreviewLink: Story = () => <PreviewRefusedPage reason="expired" />;
RefusedPreviewLink.storyName = 'Refused preview link';

export const Documentation = docsStory({
  name: 'Not Found',
  source: ['src/sections/NotFound'],
  purpose: (
    <p>
      The body of the page a visitor sees at an address that does not exist: a large 404, the page’s
      h1 (“Page Not Found”), one line in the agency’s voice and two ways out, Back to Home and Go
      Back. Under a list (an unknown case study), it has one way out instead: back to that list. A
      page that says why else there is nothing to show, a refused preview link, sets its own number
      (its HTTP status), a next step and a second link.
    </p>
  ),
  whenToUse: [
    'Only as the not-found page: the router shows it for every unknown address, and the server answers with status 404 (the page is not indexed).',
    'For an unknown item of a list (/proof/cases/{slug}): its own title and message, the link back to the list (homeHref, with backIcon="back") and no Go Back.',
    'For a WordPress preview link that cannot be opened (/preview?refused=…, Pages / Preview Unavailable): the status as numeral (403, 404 or 503), what to do as nextStep, and Go to Insights as secondaryLink.',
  ],
  whenNotToUse: [
    'For an empty list or a search with no results: say so inside the section, with a way to clear the filters (see Product Catalogue).',
    'For a server error or a failed form: the contact form keeps the visitor’s entries and says what went wrong in place.',
    'Inside another page: it brings its own h1 and fills the screen.',
  ],
  states: [
    {
      name: 'Both buttons',
      story: BothButtons,
      description:
        'As a visitor with JavaScript sees it: Back to Home (primary) and Go Back (secondary, one step back in the browser’s history). Open the story: it renders the page’s h1, which this documentation page already has.',
      linkOnly: true,
    },
    {
      name: 'Back to a list, for a missing case study',
      story: CaseStudyNotFoundBackToAList,
      description:
        'An unknown case study: “Case Study Not Found”, and one button, Back to Case Studies, a link to /proof/cases with a back arrow (backIcon="back") instead of the house. Without goBackLabel and onGoBack the Go Back button is left out. This story, too, renders an h1.',
      linkOnly: true,
    },
    {
      name: 'Refused preview link',
      story: RefusedPreviewLink,
      description:
        'An expired preview link: 403 as the number, what went wrong, what to do in WordPress (nextStep, a second line) and two links, Back to Home and Go to Insights (secondaryLink, a secondary button). No Go Back: the link came from WordPress. This story, too, renders an h1.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves to Back to Home, then Go Back. Under a list there is one stop: the link back to the list. On a refused preview link: Back to Home, then Go to Insights.',
    },
    {
      keys: 'Enter',
      does: 'On Back to Home: goes to the home page (on Back to Case Studies: to the list).',
    },
    { keys: 'Enter or Space', does: 'On Go Back: returns to the previous page in the history.' },
  ],
  screenReader: [
    'A region named by its h1, “Page Not Found”; the page title says the same.',
    'The large 404 is decorative (aria-hidden): the heading and message already say it.',
    'Back to Home is announced as a link and Go Back as a button, because one goes to an address and the other acts on the history. Their icons (the house, or the back arrow of the list variant) are decorative.',
  ],
  withoutJavaScript: (
    <p>
      The page is rendered by the server for the address asked for, with status 404, and Back to
      Home is a real link. Go Back needs the browser’s history from a script, so it is hidden
      without JavaScript; the browser’s own Back button does the same. The list variant has only the
      link, so it looks the same with and without JavaScript.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Answer with status 404 and offer a way home.',
      dont: 'Redirect unknown addresses to the home page: visitors lose the clue that the link was wrong, and search engines keep the dead address.',
    },
    {
      do: 'Keep the message short and the two ways out together.',
      dont: 'Add a search box or a list of every page: the header and footer navigation are still there.',
    },
    {
      do: 'For an unknown item of a list, link back to that list with backIcon="back", and name the thing that was not found (“Case Study Not Found”).',
      dont: 'Keep the house icon on a link that does not go home, or add Go Back next to it: two ways back that may lead to different places.',
    },
  ],
});
