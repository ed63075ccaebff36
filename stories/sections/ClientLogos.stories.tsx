import type { Story, StoryDefault } from '@ladle/react';
import { clients } from '../../src/content/site/home';
import { ClientLogos } from '../../src/sections/ClientLogos/ClientLogos';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Client Logos' } satisfies StoryDefault;

/** The home page's wall: eight clients from eight sectors, with the intro, on the surface tone. */
export const EightMarksWithIntro: Story = () => (
  <ClientLogos heading={clients.heading} intro={clients.intro} marks={clients.marks} />
);

export const FourMarks: Story = () => (
  <ClientLogos heading={clients.heading} marks={clients.marks.slice(0, 4)} tone="body" />
);

export const Documentation = docsStory({
  name: 'Client Logos',
  source: ['src/sections/ClientLogos'],
  purpose: (
    <p>
      A quiet wall of the brands we work with, under a small centred heading. Each client is a
      monogram (their initials in one of four shapes) and their name set as a wordmark, so the wall
      needs no logo files and every name is real text.
    </p>
  ),
  whenToUse: [
    'Once on a page, between the argument and the figures, to show the kind of brands that trust us (on the home page, after Principles).',
    'Four or eight marks: they fill two rows of two on phones and one or two rows of four from tablets up.',
  ],
  whenNotToUse: [
    'For results: a name is not proof of an outcome; use Stats Band or a case study.',
    'For technology partners or integrations: say what each does, with a Feature Grid.',
    'As links: the marks lead nowhere. To show the work, link to case studies with Actions.',
  ],
  states: [
    {
      name: 'Eight marks with intro',
      story: EightMarksWithIntro,
      description:
        'The home page: heading, one line of intro and eight clients on the surface tone, with compact spacing.',
    },
    {
      name: 'Four marks',
      story: FourMarks,
      description: 'One row on the body tone, without the intro.',
    },
  ],
  keyboard: 'Nothing to operate: the marks are not links, so Tab passes the section by.',
  screenReader: [
    'A region named by its heading (“Trusted by growth teams in 90+ countries, region”).',
    'Then a list named “Selected clients” (listLabel), with one item per client: “Halden Bank”, “Oriel Skincare”…',
    'The monograms are decorative (aria-hidden): each client’s name is read once, from the wordmark.',
  ],
  withoutJavaScript: <p>Nothing needs JavaScript: the marks are inline SVG and text.</p>,
  dosAndDonts: [
    {
      do: 'Show clients who have agreed to be named, as text the page can be searched for.',
      dont: 'Paste in logo images from clients’ websites, or images of names without alternative text.',
    },
    {
      do: 'Back the wall with the figures or cases that follow it on the page.',
      dont: 'Use a wall of names as the only proof in a section that makes a claim (“Trusted by the world’s best”).',
    },
  ],
});
