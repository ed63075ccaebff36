import type { Story, StoryDefault } from '@ladle/react';
import { pressLabels } from '../../src/content/press/labels';
import { mediaKitFiles } from '../../src/content/press/mediaKitAssets';
import { MediaKitDownloads } from '../../src/sections/MediaKitDownloads/MediaKitDownloads';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Media Kit Downloads' } satisfies StoryDefault;

/** The three logo files: for light and dark backgrounds, and the mark alone. */
export const Logos: Story = () => (
  <MediaKitDownloads files={mediaKitFiles} downloadLabel={pressLabels.download} />
);

/** One file. */
export const Single: Story = () => (
  <MediaKitDownloads files={mediaKitFiles.slice(2)} downloadLabel={pressLabels.download} />
);
Single.storyName = 'One file';

export const Documentation = docsStory({
  name: 'Media Kit Downloads',
  source: ['src/sections/MediaKitDownloads'],
  purpose: (
    <p>
      Brand files a journalist or partner can download: each with a preview on the background it is
      made for (whatever the site’s theme), its name, when to use it, and a link that downloads the
      file under its own name.
    </p>
  ),
  whenToUse: ['In the media kit, for the logo files.'],
  whenNotToUse: [
    'For documents to read (a report): link to the page or the PDF with a plain link.',
    'For images inside content: they are not downloads.',
  ],
  states: [
    { name: 'Logos', story: Logos, description: 'Three files, three columns from tablet width.' },
    { name: 'One file', story: Single, description: 'A single file keeps its card’s width.' },
  ],
  keyboard: [{ keys: 'Tab, Enter', does: 'Reaches each download link; Enter saves the file.' }],
  screenReader: [
    'A list of cards; each preview image is decorative (the name under it says what it is), and the link reads “Download Logo for light backgrounds, SVG”.',
  ],
  withoutJavaScript: (
    <p>
      Works fully: links with the download attribute. Once the page has hydrated, each download also
      pushes one file_download event (file name, extension, link URL) to the tag layer, from the
      link component, so any download link reports the same way.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Put each file on the background it is made for: a white logo needs its dark tile.',
      dont: 'Label every link only “Download”: the file’s name must be in the link.',
    },
  ],
});
