import { Fragment, useId } from 'react';
import { Link } from '../../components/Link/Link';
import { legalLabels } from '../../content/legal/labels';
import type {
  LegalBlock,
  LegalDocument,
  LegalSection,
  ListItem,
  RichText,
} from '../../content/legal/types';
import { sectionTarget } from '../../features/scrollSpy/sectionTarget.css';
import { CookieSettingsButton } from '../../sections/CookieBanner/CookieSettingsButton';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { SectionNav, type SectionNavItem } from '../../sections/SectionNav/SectionNav';
import { StorageTable } from '../../sections/StorageTable/StorageTable';
import { formatLongDate } from '../../site/dates';
import * as styles from './LegalPage.css';

export interface LegalPageProps {
  /** The privacy notice, the cookie policy or the terms of use (src/content/legal/). */
  document: LegalDocument;
}

/** Text with its links: site paths navigate client-side, mailto: and other sites as links do. */
function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered.
          <Link key={index} href={part.href}>
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string' || !('term' in item)) return <Rich text={item} />;
  return (
    <>
      <strong className={styles.term}>{item.term}</strong> <Rich text={item.detail} />
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Rich text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of text, never reordered.
            <li key={index}>
              <Item item={item} />
            </li>
          ))}
        </ul>
      );
    case 'address':
      return (
        <address className={styles.address}>
          {block.lines.map((line, index) => (
            <Fragment key={line}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </address>
      );
    case 'storageTable':
      return <StorageTable caption={block.caption} items={block.items} />;
    case 'cookieSettings':
      return (
        <div className={styles.settings}>
          <CookieSettingsButton variant="secondary">{block.label}</CookieSettingsButton>
          <p className={styles.settingsNote}>{block.note}</p>
        </div>
      );
  }
}

/**
 * One section of the document: the target of its 'On this page' link (the id, focus after a
 * jump and the jump's offset, `sectionTarget`), a region named by its h2.
 */
function DocumentSection({ section }: { section: LegalSection }) {
  const headingId = useId();
  return (
    <section
      id={section.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`${sectionTarget} ${styles.section}`}
    >
      <h2 id={headingId} className={styles.heading}>
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence of text, never reordered.
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

/**
 * A legal page (/privacy, /cookies, /terms): breadcrumbs, the 'Legal' eyebrow, the title (the
 * page's one h1), the lead and the date it last changed; then 'On this page', plain `#id` links
 * to every section (beside the text and sticky from desktop width, above it on smaller screens),
 * the sections, each with its h2, and the note that the text is a working draft, once, at the
 * end. Works without JavaScript: the links are anchors, and the one control that needs a script
 * (the cookie policy's 'Change cookie settings') is not shown without it.
 */
export function LegalPage({ document }: LegalPageProps) {
  const items: SectionNavItem[] = document.sections.map((section) => ({
    id: section.id,
    label: section.heading,
  }));
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={document.trail} />}
        eyebrow={document.hero.eyebrow}
        title={document.hero.title}
        lead={document.hero.lead}
      >
        <p className={styles.updated}>
          {legalLabels.lastUpdated}{' '}
          <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
        </p>
      </Hero>
      <PageSection tone="surface">
        <div className={styles.layout}>
          <div className={styles.contents}>
            <SectionNav variant="contents" label={legalLabels.onThisPage} items={items} />
          </div>
          <div className={styles.main}>
            {document.sections.map((section) => (
              <DocumentSection key={section.id} section={section} />
            ))}
            <div role="note" className={styles.note}>
              <p>{document.footerNote}</p>
            </div>
          </div>
        </div>
      </PageSection>
    </>
  );
}
