import { TopicIcon } from '../../components/Icon/TopicIcon';
import { topicPageLabels } from '../../content/topics/details/labels';
import { topicsPath } from '../../content/topics/paths';
import { topicCards, topicsIndex, topicsTrail } from '../../content/topics/topics';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { TldrBox } from '../../sections/TldrBox/TldrBox';
import { attributedHref } from '../../site/contactLink';

/**
 * The topics index (/topics): the TL;DR, the four topic cards (icon, title,
 * description, link to the guide), what we do in six items and the Explore More buttons to
 * services, case studies, insights and the contact page (which carries its attribution).
 */
export function TopicsPage() {
  const { hero, cards, tldr, whatWeDo, exploreMore } = topicsIndex;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={topicsTrail} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <TldrBox summary={tldr} />
      <LinkCardGrid
        heading={cards.heading}
        intro={cards.intro}
        cards={topicCards.map((card) => ({
          title: card.title,
          body: card.description,
          href: card.href,
          icon: <TopicIcon name={card.icon} />,
        }))}
        linkLabel={topicPageLabels.readGuide}
        columns={2}
      />
      <FeatureGrid
        heading={whatWeDo.heading}
        intro={whatWeDo.intro}
        features={whatWeDo.items}
        columns={3}
        numbered
        tone="surface"
      />
      <CtaBand
        heading={exploreMore.heading}
        body={exploreMore.body}
        actions={exploreMore.links.map((link, index) => ({
          label: link.label,
          href: attributedHref(link.href, topicsPath, link.label),
          variant: index === exploreMore.links.length - 1 ? 'primary' : 'secondary',
        }))}
      />
    </>
  );
}
