import { useId } from 'react';
import { mediaContact } from '../../content/company/offices';
import { pressLabels } from '../../content/press/labels';
import type { MediaKitContent } from '../../content/press/types';
import { type BrandColour, BrandColours } from '../../sections/BrandColours/BrandColours';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import {
  MediaKitDownloads,
  type MediaKitFile,
} from '../../sections/MediaKitDownloads/MediaKitDownloads';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { PressContactCard } from '../../sections/PressContactCard/PressContactCard';
import { ProseSection } from '../../sections/ProseSection/ProseSection';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { StatsBand } from '../../sections/StatsBand/StatsBand';
import { TldrBox } from '../../sections/TldrBox/TldrBox';
import type { Crumb } from '../../site/structuredData';
import * as styles from './MediaKitPage.css';

export interface MediaKitPageProps {
  content: MediaKitContent;
  trail: ReadonlyArray<Crumb>;
  files: ReadonlyArray<MediaKitFile>;
  colours: ReadonlyArray<BrandColour>;
}

/**
 * The media kit (/press-room/media-kit): the boilerplate, the key facts and figures, the logo
 * files to download, the brand colours (from the design tokens) and the press contact.
 */
export function MediaKitPage({ content, trail, files, colours }: MediaKitPageProps) {
  const logosId = useId();
  const coloursId = useId();
  const contactId = useId();
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={trail} />}
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
      />
      <ProseSection heading={content.boilerplate.heading} paragraphs={content.boilerplate.long} />
      <TldrBox heading={content.boilerplate.shortHeading} summary={content.boilerplate.short} />
      <StatsBand heading={content.figures.heading} items={content.figures.items} columns={2} />
      <KeyPoints heading={pressLabels.keyFacts} points={content.figures.facts} />
      <PageSection labelledBy={logosId}>
        <SectionHeader id={logosId} heading={content.logos.heading} intro={content.logos.intro} />
        <MediaKitDownloads files={files} downloadLabel={pressLabels.download} />
        <ul className={styles.usage}>
          {content.logos.usage.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection labelledBy={coloursId} tone="surface">
        <SectionHeader
          id={coloursId}
          heading={content.colours.heading}
          intro={content.colours.intro}
        />
        <BrandColours colours={colours} aria-label={content.colours.heading} />
      </PageSection>
      <PageSection labelledBy={contactId}>
        <SectionHeader
          id={contactId}
          heading={content.contact.heading}
          intro={content.contact.body}
        />
        <div className={styles.contact}>
          <PressContactCard heading={mediaContact.label} contact={mediaContact} headingLevel={3} />
        </div>
      </PageSection>
    </>
  );
}
