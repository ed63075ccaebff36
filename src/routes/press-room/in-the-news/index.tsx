import { createFileRoute } from '@tanstack/react-router';
import { pressCoverageList } from '../../../content/press/coverageList';
import { pressLabels } from '../../../content/press/labels';
import { coveragePath, inTheNewsPath } from '../../../content/press/paths';
import { inTheNewsIndex } from '../../../content/press/pressRoom';
import { inTheNewsTrail } from '../../../content/press/trails';
import { PressIndexPage } from '../../../pages/PressIndexPage/PressIndexPage';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { pressListHead } from '../-head/pressHead';

const items = () =>
  pressCoverageList.map((item) => ({
    title: item.title,
    href: coveragePath(item.slug),
    date: item.date,
    dek: item.dek,
    publication: item.publication,
  }));

/** /press-room/in-the-news: every piece of media coverage, newest first. */
export const Route = createFileRoute('/press-room/in-the-news/')({
  loader: async () => ({
    head: await loadPageHead(
      pressListHead(
        inTheNewsIndex.meta,
        inTheNewsPath,
        inTheNewsTrail,
        items().map((item) => ({ title: item.title, url: item.href })),
      ),
    ),
  }),
  head: loaderHead,
  component: () => (
    <PressIndexPage
      content={inTheNewsIndex}
      trail={inTheNewsTrail}
      items={items()}
      listLabel={pressLabels.inTheNews}
    />
  ),
});
