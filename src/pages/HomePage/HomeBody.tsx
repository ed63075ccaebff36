import { clients, cta, faq, hero, response, shift, stats } from '../../content/site/home';
import { ClientLogos } from '../../sections/ClientLogos/ClientLogos';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Faq } from '../../sections/Faq/Faq';
import { Hero } from '../../sections/Hero/Hero';
import { PainCards } from '../../sections/PainCards/PainCards';
import { Principles } from '../../sections/Principles/Principles';
import { StatsBand } from '../../sections/StatsBand/StatsBand';

/**
 * The home page body, in page order, from `src/content/site/home.ts`: text, calls to
 * action and native disclosures, none of which needs React once shown (`HomePage`).
 */
export function HomeBody() {
  return (
    <>
      <Hero
        variant="feature"
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        lead={hero.lead}
        actions={[hero.primaryCta, ...(hero.secondaryLink ? [hero.secondaryLink] : [])]}
      />
      <PainCards heading={shift.heading} intro={shift.intro} cards={shift.cards} tone="surface" />
      <Principles
        heading={response.heading}
        intro={response.intro}
        principles={response.principles}
        tone="body"
      />
      <ClientLogos
        heading={clients.heading}
        intro={clients.intro}
        marks={clients.marks}
        listLabel={clients.listLabel}
        tone="surface"
      />
      <StatsBand
        heading={stats.heading}
        items={stats.items}
        footnote={stats.footnote}
        columns={3}
      />
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[cta.primary, cta.secondary]}
        tone="body"
      />
      <Faq heading={faq.heading} items={faq.items} tone="surface" />
    </>
  );
}
