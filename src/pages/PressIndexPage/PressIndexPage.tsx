import { pressLabels } from '../../content/press/labels';
import { pressRoomPath } from '../../content/press/paths';
import type { PressIndexContent } from '../../content/press/types';
import { Actions } from '../../sections/Actions/Actions';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { ReleaseList, type ReleaseListItem } from '../../sections/ReleaseList/ReleaseList';
import type { Crumb } from '../../site/structuredData';
import * as styles from './PressIndexPage.css';

export interface PressIndexPageProps {
  content: PressIndexContent;
  /** Home, Press Room, the index. */
  trail: ReadonlyArray<Crumb>;
  /** Every item, newest first. */
  items: ReadonlyArray<ReleaseListItem>;
  /** The list's accessible name ('Press releases'). */
  listLabel: string;
}

/**
 * An index of the press room (/press-room/press-releases, /press-room/in-the-news): every item
 * newest first, each title a link to its page, and the way back to the press room.
 */
export function PressIndexPage({ content, trail, items, listLabel }: PressIndexPageProps) {
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={trail} />}
        eyebrow={pressLabels.pressRoom}
        title={content.hero.title}
        lead={content.hero.lead}
      />
      <PageSection>
        <ReleaseList items={items} titleLevel={2} aria-label={listLabel} />
        <Actions
          className={styles.actions}
          actions={[
            { label: pressLabels.backToPressRoom, href: pressRoomPath, variant: 'secondary' },
          ]}
        />
      </PageSection>
    </>
  );
}
