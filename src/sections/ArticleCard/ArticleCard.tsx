import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { Anchor } from '../../components/Link/Anchor';
import { TagList } from '../../components/TagList/TagList';
import { articlePage, insightsPaths } from '../../content/insights/insights';
import type { FeaturedImage, Term } from '../../features/insights/posts';
import { formatLongDate as formatPostDate } from '../../site/dates';
import * as styles from './ArticleCard.css';

/** Most tags a report card shows. */
const maxReportCardTags = 3;

/** What an article or report card shows; the lists' entries and related articles fit it. */
export interface ArticleCardPost {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** Article cards: the first category's name. */
  category?: string | null;
  /** Article cards: the name of the post's pillar or sub-filter, shown as a badge. */
  badge?: string;
  image?: FeaturedImage | null;
  /** Report cards: minutes to read. */
  readTime?: number;
  /** Report cards: up to three are shown. */
  tags?: ReadonlyArray<Term>;
}

export interface ArticleCardProps {
  post: ArticleCardPost;
  /**
   * `article` (default): image, badge, title, date and category, a three-line excerpt.
   * `report`: date and read time, title, a four-line excerpt and up to three tags; no image.
   */
  variant?: 'article' | 'report';
  /** Level of the title in the page outline; default 3 (cards sit under a section h2). */
  headingLevel?: 2 | 3 | 4;
  /** `li` inside a list of cards (default); `article` on its own. */
  as?: 'li' | 'article';
  /** `raised` on surface bands, `surface` (default) on body bands. */
  tone?: 'surface' | 'raised';
  /** Image `sizes`: how wide the card is drawn (the grid's column width by default). */
  imageSizes?: string;
  /** Called when the visitor follows the card's link, before the navigation. */
  onSelect?: () => void;
}

const gridImageSizes =
  '(min-width: 1280px) 23rem, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 92vw';

function CardImage({ image, sizes }: { image: FeaturedImage; sizes: string }) {
  const srcSet = image.sources.map((source) => `${source.src} ${source.width}w`).join(', ');
  return (
    <img
      className={styles.media_}
      src={image.sources[0]?.src ?? image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? 16}
      height={image.height ?? 9}
      // Beside its title the picture adds nothing for a screen reader: decorative here.
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A post in a list: on article cards the featured image, the pillar or sub-filter
 * badge, the title, date and first category and a three-line excerpt; on report cards the date
 * and read time, title, a four-line excerpt and up to three tags. The title links to
 * /insights/{slug}; its hit area covers the card, so the whole card can be clicked, and the
 * focus ring goes round the card.
 */
export function ArticleCard({
  post,
  variant = 'article',
  headingLevel = 3,
  as = 'li',
  tone = 'surface',
  imageSizes = gridImageSizes,
  onSelect,
}: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const date = formatPostDate(post.date);
  const isReport = variant === 'report';
  const meta = isReport
    ? [date, post.readTime ? articlePage.readTime(post.readTime) : '']
    : [date, post.category ?? ''];
  const shownMeta = meta.filter(Boolean);
  return (
    <Card as={as} variant={tone} className={styles.card} data-card={variant}>
      {isReport ? null : post.image ? (
        <CardImage image={post.image} sizes={imageSizes} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      {post.badge && !isReport ? (
        <div className={styles.badges}>
          <Badge tone="accent">{post.badge}</Badge>
        </div>
      ) : null}
      <Heading className={styles.title}>
        <Anchor
          href={insightsPaths.article(post.slug)}
          className={styles.link}
          onClickCapture={onSelect}
        >
          {post.title}
        </Anchor>
      </Heading>
      {shownMeta.length > 0 ? (
        <p className={styles.meta}>
          {shownMeta.map((item, index) => (
            <span key={item}>
              {index > 0 ? (
                <span className={styles.separator} aria-hidden="true">
                  {'· '}
                </span>
              ) : null}
              {index === 0 && date ? <time dateTime={post.date.slice(0, 10)}>{item}</time> : item}
            </span>
          ))}
        </p>
      ) : null}
      {post.excerpt ? (
        <p className={styles.excerpt} data-lines={isReport ? 4 : 3}>
          {post.excerpt}
        </p>
      ) : null}
      {isReport && post.tags && post.tags.length > 0 ? (
        <TagList
          className={styles.tags}
          aria-label="Tags"
          tags={post.tags.slice(0, maxReportCardTags).map((tag) => tag.name)}
        />
      ) : null}
    </Card>
  );
}
