import type { Story, StoryDefault } from '@ladle/react';
import { notFound } from '../../src/content/notFound';
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

export const Documentation = docsStory({
  name: 'Not Found',
  source: ['src/sections/NotFound'],
  purpose: (
    <p>
      The body of the page a visitor sees at an address that does not exist: a large 404, the page’s
      h1 (“Page Not Found”), one line in the agency’s voice and two ways out, Back to Home and Go
      Back.
    </p>
  ),
  whenToUse: [
    'Only as the not-found page: the router shows it for every unknown address, and the server answers with status 404 (the page is not indexed).',
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
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves to Back to Home, then Go Back.' },
    { keys: 'Enter', does: 'On Back to Home: goes to the home page.' },
    { keys: 'Enter or Space', does: 'On Go Back: returns to the previous page in the history.' },
  ],
  screenReader: [
    'A region named by its h1, “Page Not Found”; the page title says the same.',
    'The large 404 is decorative (aria-hidden): the heading and message already say it.',
    'Back to Home is announced as a link and Go Back as a button, because one goes to an address and the other acts on the history. Their icons are decorative.',
  ],
  withoutJavaScript: (
    <p>
      The page is rendered by the server for the address asked for, with status 404, and Back to
      Home is a real link. Go Back needs the browser’s history from a script, so it is hidden
      without JavaScript; the browser’s own Back button does the same.
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
  ],
});
