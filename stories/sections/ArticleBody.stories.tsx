import type { Story, StoryDefault } from '@ladle/react';
import { sanitizeHtml } from '../../src/features/insights/sanitize';
import { ArticleBody } from '../../src/sections/ArticleBody/ArticleBody';
import { docsStory } from '../support/docs';
import { sampleBody } from '../support/insights';

export default { title: 'Sections / Article Body' } satisfies StoryDefault;

/**
 * A body written to hold every element the sanitiser keeps (sanitize.ts: h2 to h6, p, br,
 * strong, em, u, a, ul, ol, li, blockquote, figure, img, figcaption, code, pre), as an editor
 * would enter them in WordPress, including a quote's <cite>, which the sanitiser does not keep.
 */
const everyElement = `
<p>A paragraph with <strong>strong importance</strong>, <em>emphasis</em> and <u>underlined text</u>, a link to <a href="/insights/articles">the articles on this site</a>, one to <a href="mailto:insights@response.example">write to the editors</a>, and one to <a href="https://www.iab.com/guidelines/" target="_blank">an outside source that opens in a new tab</a>.<br>After a line break, the same paragraph goes on: the quarter’s reconciled revenue came within 2% of the finance system’s figure.</p>
<h2 id="what-the-tests-measured">What the holdout tests measured (heading level 2)</h2>
<p>Each test switched a channel off for a matched set of regions and compared orders with the regions where it kept running.</p>
<h3 id="channels-tested">Channels tested (heading level 3)</h3>
<ul>
  <li>Paid social, prospecting and retargeting separately</li>
  <li>Brand and generic search</li>
  <li>Online video, with <a href="/services/growth-marketing">a link inside a list item</a></li>
</ul>
<h4 id="how-to-run-one">How to run one (heading level 4)</h4>
<ol>
  <li>Choose regions with similar sales over the last twelve months.</li>
  <li>Hold the channel out in half of them for at least four weeks.</li>
  <li>Compare orders, not platform-reported conversions.</li>
</ol>
<h5 id="what-finance-said">What finance said (heading level 5)</h5>
<blockquote class="wp-block-quote"><p>I don’t need marketing to be certain. I need it to show me where it isn’t.</p><cite>CFO of a UK fintech</cite></blockquote>
<h6 id="the-data">The data (heading level 6)</h6>
<figure class="wp-block-image size-large"><img src="/sample-media/incrementality-holdout-tests-1024x576.webp" alt="Teal bars in pairs of very different heights on a dark background, contrasting two measurements per group"/><figcaption class="wp-element-caption">Claimed and incremental conversions, side by side, for eight of the forty tests.</figcaption></figure>
<p>The daily reconciliation compares <code>finance.orders</code> with <code>marketing.platform_conversions</code>:</p>
<pre class="wp-block-code"><code>SELECT o.order_date, o.orders, c.claimed, ROUND(c.claimed * 1.0 / NULLIF(o.orders, 0), 2) AS overclaim_ratio FROM finance.orders_by_day AS o LEFT JOIN marketing.platform_conversions_by_day AS c ON c.conversion_date = o.order_date ORDER BY o.order_date;
-- A second, short line.</code></pre>
`;

/** 'Why your CFO doesn't trust last-click attribution': the sample body, sanitised. */
export const SampleArticleBody: Story = () => (
  <ArticleBody html={sampleBody('why-your-cfo-doesnt-trust-last-click-attribution')} />
);

/** Every element the sanitiser allows, each labelled, after sanitising. */
export const EveryAllowedElement: Story = () => <ArticleBody html={sanitizeHtml(everyElement)} />;

export const Documentation = docsStory({
  name: 'Article Body',
  source: ['src/sections/ArticleBody'],
  purpose: (
    <p>
      An article’s body as the content service gives it, made safe and set in the site’s long-form
      type: headings, paragraphs, lists, quotes, figures, links and code, styled by element because
      the markup is WordPress’s, not ours. A measure of about 70 characters keeps it readable.
    </p>
  ),
  whenToUse: [
    'On the article page, for the body of a post from the content service, always after sanitizeHtml (src/features/insights/sanitize.ts).',
    'For any long-form HTML from an editor, once it has gone through the same sanitiser.',
  ],
  whenNotToUse: [
    'For the site’s own long text (About, service pages): use Prose Section, whose markup we write.',
    'For HTML that has not been sanitised: never. The sanitiser removes scripts, event handlers, forms, iframes and unsafe URLs; the component trusts what it is given.',
    'For a post’s excerpt or title: they are plain text, shown as text.',
  ],
  states: [
    {
      name: 'Sample article body',
      story: SampleArticleBody,
      description:
        'A real sample post: paragraphs, headings with ids (the anchors WordPress writes), an ordered list, a figure with its caption, a code block, a quote and links, one of them to the contact page.',
    },
    {
      name: 'Every allowed element',
      story: EveryAllowedElement,
      description:
        'h2 to h6, p, br, strong, em, u, links (one to a new tab, which the sanitiser gives rel="noopener noreferrer"), ul, ol, a quote, a figure with an image from /sample-media/ and its caption, inline code and a pre whose long line wraps instead of scrolling. The quote’s <cite> is not on the allow-list: the sanitiser keeps its words but not the element, so they are set as part of the quote.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Each link in the body, in reading order. Nothing else takes focus: code blocks wrap, so they never need to scroll.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'The headings continue the page’s outline under its h1 (the article’s title): level 2 for sections, 3 and below inside them, so they can be listed and jumped to.',
    'Lists, quotes and figures are read as such; a figure’s image is read by its alt text, then its caption.',
    'Links are read by their text. A link the editor set to open a new tab says nothing about it: the editor should write so in the link.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the body is sanitised where the page is rendered (on the server with jsdom,
      in the browser with its own window), so the prerendered page already holds the same HTML.
      Contact links inside it are plain links; with JavaScript they are also tracked as calls to
      action.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Start the body’s headings at level 2 and go down one level at a time.',
      dont: 'Use a heading for emphasis, or an h1 in the body: the page already has one, the title.',
    },
    {
      do: 'Give every image alt text that says what it shows, and a caption for what it means.',
      dont: 'Paste widgets, forms or embeds: the sanitiser removes them, and the text around them will read as if something is missing.',
    },
  ],
});
