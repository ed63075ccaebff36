import { Container } from '../../components/Container/Container';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { ContentLink } from '../../content/site/navigation';
import { openSharePopup, type ShareNetwork, shareUrl } from '../../features/insights/share';
import { socialIcons } from '../SocialLinks/SocialLinks';
import * as styles from './ShareBar.css';

export interface ShareBarProps {
  /** Where Back goes ('Back to Articles', /insights/articles). */
  back: ContentLink;
  /** The page's canonical URL: what is shared. */
  url: string;
  /** The page's title: Twitter's text. */
  title: string;
  /** The share list's name ('Share this article'). */
  label: string;
}

const networks: ReadonlyArray<{
  network: ShareNetwork;
  name: string;
  icon: keyof typeof socialIcons;
}> = [
  { network: 'linkedin', name: 'LinkedIn', icon: 'LinkedIn' },
  { network: 'twitter', name: 'Twitter', icon: 'X' },
];

/**
 * The article page's sticky bar: a link back to the list, and LinkedIn and Twitter
 * share buttons. Each share button is a link to the network's share page (the page URL, and
 * the title for Twitter) that opens a 600x400 popup; where popups are blocked, or without
 * JavaScript, it opens as an ordinary link in a new tab.
 */
export function ShareBar({ back, url, title, label }: ShareBarProps) {
  return (
    <div className={styles.bar}>
      <Container>
        <div className={styles.row}>
          <Link href={back.href} variant="subtle" className={styles.back}>
            <ArrowIcon className={styles.backArrow} />
            {back.label}
          </Link>
          <div className={styles.shareGroup}>
            <span className={styles.shareLabel} aria-hidden="true">
              Share
            </span>
            <ul className={styles.share} aria-label={label}>
              {networks.map(({ network, name, icon }) => {
                const href = shareUrl(network, url, title);
                return (
                  <li key={network}>
                    <Link
                      href={href}
                      target="_blank"
                      className={styles.shareLink}
                      onClick={(event) => {
                        if (openSharePopup(href)) event.preventDefault();
                      }}
                    >
                      <span className={styles.icon}>{socialIcons[icon]}</span>
                      <span className={styles.networkName}>
                        <VisuallyHidden>Share on </VisuallyHidden>
                        {name}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </Container>
    </div>
  );
}
