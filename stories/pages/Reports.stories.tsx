import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { insightsPaths } from '../../src/content/insights/insights';
import { filterReports } from '../../src/features/insights/reportMatch';
import { ReportsPage } from '../../src/pages/ReportsPage/ReportsPage';
import type { ReportListProps } from '../../src/sections/ReportList/ReportList';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';
import { stringifyPlainSearch } from '../../src/site/searchParams';
import { sampleReports } from '../support/insights';

export default { title: 'Pages / Reports' } satisfies StoryDefault;

/** The reports page over the six sample reports, its search held in the story (the URL's query). */
function Reports({ state = 'ready' }: { state?: ReportListProps['state'] }) {
  const [query, setQuery] = useState('');
  const entries = state === 'ready' ? sampleReports : [];
  return (
    <SiteLayout pathname={insightsPaths.reports}>
      <RouterProvider
        navigate={(href) => {
          if (new URL(href, 'https://site.local').pathname === insightsPaths.reports) setQuery('');
          else console.info(`Link followed: ${href}`);
        }}
      >
        <ReportsPage
          state={state}
          total={entries.length}
          reports={filterReports(entries, { search: query })}
          query={query}
          onQueryChange={setQuery}
          path={insightsPaths.reports}
          retryPath={`${insightsPaths.reports}${stringifyPlainSearch(query ? { search: query } : {})}`}
        />
      </RouterProvider>
    </SiteLayout>
  );
}

/** /insights/reports: the six reports, then Need Custom Research. */
export const AllReports: Story = () => <Reports />;

/** The content service failed: Unable to load reports, with Try Again. */
export const LoadError: Story = () => <Reports state="error" />;
