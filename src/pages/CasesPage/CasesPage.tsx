import { useEffect, useRef, useState } from 'react';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import { type CaseSummary, casesPage } from '../../content/proof/casePages';
import { testimonialsPath } from '../../content/proof/paths';
import { proofAreaNames, proofTrails } from '../../content/proof/proof';
import { caseCountLine } from '../../features/proofFilters/caseMatch';
import { caseFields, industryFilters } from '../../features/proofFilters/caseSearchParams';
import { CaseCard } from '../../sections/CaseCard/CaseCard';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FilterableList } from '../../sections/FilterableList/FilterableList';
import * as listStyles from '../../sections/FilterableList/FilterableList.css';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { contactAction } from '../../site/contactLink';

export interface CasesPageProps {
  /** The cases of the chosen industry, in order. */
  cases: ReadonlyArray<CaseSummary>;
  /** How many cases there are in all. */
  total: number;
  /** The chosen industry's slug ('all' for All Industries). */
  industry: string;
  onIndustryChange: (industry: string) => void;
  /** Cards shown before 'Load More Case Studies' is pressed (stories show other states). */
  initiallyShown?: number;
}

/**
 * The case studies list (/proof/cases): the industry buttons (a GET form of the
 * `industry` search param), the count (announced politely), the cards, six at first, and
 * 'Load More Case Studies', which shows the next six, moves focus to the first new card and
 * goes when every case shows. Without scripts every card shows and the form filters.
 */
export function CasesPage({
  cases,
  total,
  industry,
  onIndustryChange,
  initiallyShown = casesPage.pageSize,
}: CasesPageProps) {
  const { hero, path } = casesPage;
  const [shown, setShown] = useState(initiallyShown);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  // Another industry starts again with the first page.
  const [listedIndustry, setListedIndustry] = useState(industry);
  if (listedIndustry !== industry) {
    setListedIndustry(industry);
    setShown(initiallyShown);
  }

  useEffect(() => {
    if (focusIndex.current === null) return;
    const card = listRef.current?.children.item(focusIndex.current);
    focusIndex.current = null;
    if (card instanceof HTMLElement) card.focus();
  });

  const visible = Math.min(shown, cases.length);
  const loadMore = () => {
    focusIndex.current = visible;
    setShown(visible + casesPage.pageSize);
  };

  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={proofTrails.area(proofAreaNames.cases, path)} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <FilterableList
        heading={casesPage.list.heading}
        path={path}
        submitLabel={casesPage.list.submitLabel}
        filters={[
          {
            name: caseFields.industry,
            label: casesPage.industryFilterLabel,
            chips: industryFilters.map((filter) => ({ value: filter.slug, label: filter.label })),
            value: industry,
            onChange: (next) => onIndustryChange(next || 'all'),
          },
        ]}
        count={
          <>
            <span className={listStyles.onlyWithScripts}>{caseCountLine(visible, total)}</span>
            <span className={listStyles.onlyWithoutScripts}>
              {caseCountLine(cases.length, total)}
            </span>
          </>
        }
        shown={cases.length}
        listLabel={casesPage.list.label}
        listRef={listRef}
        empty={casesPage.empty}
        after={
          <>
            <p className={listStyles.disclaimer}>{casesPage.outcomesDisclaimer}</p>
            {visible < cases.length ? (
              <div className={`${listStyles.more} ${listStyles.onlyWithScripts}`}>
                <NativeButton variant="secondary" size="lg" onClick={loadMore}>
                  {casesPage.loadMoreLabel}
                </NativeButton>
              </div>
            ) : null}
          </>
        }
      >
        {cases.map((study, index) => (
          <CaseCard
            key={study.slug}
            study={study}
            linkLabel={casesPage.viewCaseLabel}
            className={index >= visible ? listStyles.beyond : undefined}
          />
        ))}
      </FilterableList>
      <CtaBand
        heading={casesPage.listCta.heading}
        body={casesPage.listCta.body}
        actions={[
          contactAction(path, casesPage.listCta.contactLabel),
          { label: casesPage.listCta.testimonialsLabel, href: testimonialsPath },
        ]}
        tone="surface"
      />
    </>
  );
}
