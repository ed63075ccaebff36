import type { Story, StoryDefault } from '@ladle/react';
import { socialLinks } from '../../src/content/company/about';
import { SocialLinks } from '../../src/sections/SocialLinks/SocialLinks';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Social Links' } satisfies StoryDefault;

/** The four social profiles; each opens in a new tab. */
export const FourProfiles: Story = () => (
  <SocialLinks links={socialLinks} aria-label="Response on social media" />
);

/** Two profiles: the tiles keep their width, the rest of the row stays empty. */
export const TwoLinks: Story = () => (
  <SocialLinks links={socialLinks.slice(0, 2)} aria-label="Response on social media" />
);

/** Stacked, one tile a row at every width: the press room's narrow sidebar. */
export const Stacked: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <SocialLinks links={socialLinks} aria-label="Follow Response" layout="stack" />
  </div>
);
Stacked.storyName = 'Stacked in a sidebar';

export const Documentation = docsStory({
  name: 'Social Links',
  source: ['src/sections/SocialLinks'],
  purpose: (
    <p>
      The agency’s social profiles as a row of tiles, each with the network’s line icon and a label
      that names the profile (“Response on LinkedIn”). On the About page it closes the “Connect”
      section. Each tile opens the profile in a new tab.
    </p>
  ),
  whenToUse: [
    'Where a page invites visitors to follow Response: the About page’s Connect section (/company and /company/about), and the press room’s sidebar (stacked).',
    'With the profiles from src/content/company/about.ts: the same addresses are the home page’s structured data (sameAs), so search engines link the profiles to the agency.',
    'Inside a Page Section with its own heading and intro: the tiles are a list, not a section.',
  ],
  whenNotToUse: [
    'For sharing the current page (“Share on LinkedIn”): that is a different action with different links.',
    'In the footer or header: the footer keeps to site links and legal links.',
    'For a network without an icon in the set (LinkedIn, Instagram, X, YouTube): add its icon to the section first.',
  ],
  states: [
    {
      name: 'Four profiles',
      story: FourProfiles,
      description:
        'All four: four tiles in a row on desktop, two by two on tablets, one column on phones. The whole tile is the link.',
    },
    {
      name: 'Stacked in a sidebar',
      story: Stacked,
      description:
        'layout="stack": one tile a row at every width, for a narrow column such as the press room’s sidebar.',
    },
    {
      name: 'Two links',
      story: TwoLinks,
      description: 'Two profiles keep the same tile width: the row is not stretched to fill.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves from tile to tile: one stop per profile.' },
    { keys: 'Enter', does: 'Opens the profile in a new tab.' },
  ],
  screenReader: [
    'A list named “Response on social media”, with one link per profile.',
    'Each link is read as its label plus “(opens in a new tab)”: “Response on LinkedIn (opens in a new tab), link”. The network icons and the new-tab arrow are decorative.',
  ],
  withoutJavaScript: (
    <p>
      Works fully: the tiles are plain links with <code>target="_blank"</code> and{' '}
      <code>rel="noopener noreferrer"</code>.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Label each tile with who and where: “Response on YouTube”.',
      dont: 'Show the icon alone, or only the network’s name: “YouTube” alone reads as a link to YouTube itself.',
    },
  ],
});
