// The visual review's page in the browser (issue 41): scripts/visual/review.mjs builds this
// entry into one self-contained HTML file (scripts and styles inline, so it opens from disk as a
// CI artifact) and writes the run's record into it; its local server marks the page
// `data-acceptance="server"` and answers POST /accept.
import '@fontsource-variable/inter';
import '../../../tokens/theme.css';
import '../../../src/styles/global.css';
import { createRoot } from 'react-dom/client';
import type { ReviewRun } from '../../../src/pages/VisualReviewPage/reviewModel';
import {
  type Acceptance,
  type AcceptOutcome,
  VisualReviewPage,
} from '../../../src/pages/VisualReviewPage/VisualReviewPage';
import { scriptingClass } from '../../../src/styles/scripting';

const root = document.documentElement;
root.classList.add(scriptingClass);
root.dataset.hydrated = 'true';

const record = document.getElementById('visual-review-run')?.textContent;
const run = record ? (JSON.parse(record) as ReviewRun) : null;

const acceptance: Acceptance =
  root.dataset.acceptance === 'server'
    ? {
        kind: 'server',
        accept: async (baselines) => {
          const response = await fetch('accept', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ baselines }),
          });
          if (!response.ok && response.status !== 422) {
            throw new Error(`${response.status} ${await response.text()}`);
          }
          return (await response.json()) as AcceptOutcome;
        },
      }
    : { kind: 'static' };

const mount = document.getElementById('review');
if (mount) {
  document.getElementById('visual-review-fallback')?.remove();
  createRoot(mount).render(<VisualReviewPage run={run} acceptance={acceptance} />);
}
