/**
 * The bundled sample posts of Insights: 14 articles and 6 reports dated from
 * January 2025 to November 2026, written as an editor would enter them in WordPress. Bodies are
 * the block markup Gutenberg stores (`<!-- wp:paragraph -->` comments, `wp-block-*` classes),
 * built by the small helpers below so that every block has the shape WordPress writes.
 *
 * Like real WordPress content, four posts carry markup the site must neutralise before display
 * (src/features/insights/sanitize.ts), each where a marketer would plausibly have pasted it:
 * - 102, a benchmark calculator widget: `<script>` tags and a `javascript:` link;
 * - 104, an e-mail platform's sign-up embed: a `<form>` with inputs and its `<style>` block;
 * - 108, a webinar recording: a YouTube `<iframe>`;
 * - 118, an image copied with an inline `onerror` fallback handler.
 *
 * Clients are described, never named; their figures are illustrative examples, and the posts
 * say that results depend on context and are not guaranteed.
 */
import type { SamplePost } from './types';

/** One Gutenberg block: its opening comment (with attributes), its HTML, its closing comment. */
const block = (name: string, html: string, attributes?: Record<string, unknown>) => {
  const opening = attributes ? `${name} ${JSON.stringify(attributes)}` : name;
  return `<!-- wp:${opening} -->\n${html}\n<!-- /wp:${name} -->`;
};

const paragraph = (html: string) => block('paragraph', `<p>${html}</p>`);

const heading = (id: string, text: string) =>
  block('heading', `<h2 class="wp-block-heading" id="${id}">${text}</h2>`);

const subheading = (id: string, text: string) =>
  block('heading', `<h3 class="wp-block-heading" id="${id}">${text}</h3>`, { level: 3 });

const listItems = (items: string[]) =>
  items.map((item) => `<!-- wp:list-item -->\n<li>${item}</li>\n<!-- /wp:list-item -->`).join('\n');

const list = (items: string[]) =>
  block('list', `<ul class="wp-block-list">${listItems(items)}</ul>`);

const orderedList = (items: string[]) =>
  block('list', `<ol class="wp-block-list">${listItems(items)}</ol>`, { ordered: true });

const quote = (text: string, cite: string) =>
  block(
    'quote',
    `<blockquote class="wp-block-quote">${paragraph(text)}<cite>${cite}</cite></blockquote>`,
  );

/**
 * An image block showing one of the sample media files (public/sample-media/), as WordPress
 * writes a large image: its size, and the other sizes as responsive candidates.
 */
const figure = (image: string, alt: string, caption: string) =>
  block(
    'image',
    `<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="576" src="/sample-media/${image}-1024x576.webp" alt="${alt}" srcset="/sample-media/${image}-1024x576.webp 1024w, /sample-media/${image}-300x169.webp 300w, /sample-media/${image}-768x432.webp 768w, /sample-media/${image}.webp 1600w" sizes="(max-width: 1024px) 100vw, 1024px"/><figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
    { sizeSlug: 'large', linkDestination: 'none' },
  );

/** A code block: WordPress stores the code with its markup characters escaped. */
const code = (text: string) =>
  block(
    'code',
    `<pre class="wp-block-code"><code>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre>`,
  );

/** A Custom HTML block: whatever the editor pasted, stored as it is. */
const customHtml = (html: string) => block('html', html);

const body = (...blocks: string[]) => blocks.join('\n\n');

/** A hand-written excerpt, as WordPress renders it. */
const excerpt = (text: string) => `<p>${text}</p>\n`;

/** A contact call to action inside a body, carrying where it came from (`ref`, `from`, `label`). */
const contactLink = (kind: 'article' | 'report', slug: string, text: string) =>
  `<a href="/contact?ref=${kind}&from=/insights/${slug}&label=${kind}_cta">${text}</a>`;

/** Where a post links to another sample post. */
const postLink = (slug: string, text: string) => `<a href="/insights/${slug}">${text}</a>`;

export const samplePosts: SamplePost[] = [
  {
    id: 101,
    slug: 'creative-fatigue-is-a-measurement-problem',
    date: '2025-01-14T09:00:00',
    title: 'Creative fatigue is a <em>measurement</em> problem, not a design problem',
    excerpt: excerpt(
      `Most teams refresh their ads on a calendar or on a hunch. The better trigger is a fatigue signal you can measure: frequency-adjusted hook rate, cost per new reach and the gap between your best and worst variants.`,
    ),
    content: body(
      paragraph(
        `When a paid social account starts to slide, the first request we hear is almost always for new creative. Sometimes that is right. Often it is not: the ads have not worn out, the audience has, or the bidding has changed, or a tracking change has quietly moved conversions from one column to another. Refreshing creative in those situations costs a production cycle and teaches you nothing.`,
      ),
      heading('what-fatigue-looks-like', 'What fatigue actually looks like in the data'),
      paragraph(
        `Creative fatigue is real, and it has a recognisable shape. An ad's click-through rate decays as the same people see it for the third, fifth and eighth time. Cost per thousand impressions creeps up as the platform finds it harder to deliver the ad to people who have not yet learned to ignore it. Hook rate, the share of viewers who watch past the first three seconds, drops before anything further down the funnel moves.`,
      ),
      paragraph(
        `The trouble is that most dashboards show those numbers blended across the whole audience. A hook rate of 24% this week against 29% last month might be fatigue, or it might be that 40% of your delivery has moved to a cheaper placement where nobody watches anything. Without separating the two, you end up briefing a new shoot to fix a placement problem.`,
      ),
      figure(
        'creative-fatigue-curves',
        'A line falling steadily from left to right across a dark chart, like a click-through rate decaying week by week',
        'A typical fatigue curve: click-through rate by week for a single concept once its audience passes four impressions per person.',
      ),
      heading('three-signals', 'Three signals we watch instead of the calendar'),
      orderedList([
        `<strong>Frequency-adjusted hook rate.</strong> Hook rate split by frequency band: first impression, two to three, four or more. Fatigue shows up as a falling rate in the four-plus band while first impressions hold steady. If first impressions fall too, the creative is not the problem.`,
        `<strong>Cost per new reach.</strong> What you pay for each person who has not seen the ad before. When it rises faster than overall CPM, the platform is working hard to find fresh eyes, the clearest sign that an audience is saturated for that message.`,
        `<strong>The spread between best and worst variant.</strong> In a healthy test cell the spread widens as the algorithm moves spend to the winner. When the winner's lead collapses over a fortnight, it is the variant that is tiring, not the concept.`,
      ]),
      paragraph(
        `None of these needs new tooling. They need reports cut the right way, by frequency band and by new versus returning reach, and a team that reads them before the weekly status call rather than after it.`,
      ),
      heading('an-example', 'An example from a DTC skincare brand'),
      paragraph(
        `Last autumn a DTC skincare brand came to us convinced its creative had died. Return on ad spend on Meta had dropped from 3.1 to 2.2 over six weeks, and the in-house team had commissioned two new shoots. When we split the numbers by frequency band, first-impression hook rate was flat at 31%. What had changed was delivery: a broad campaign had drifted into placements where the brand's long-form product demonstrations performed poorly.`,
      ),
      paragraph(
        `We moved the budget back, kept the existing creative and used one of the two shoots to make placement-specific cuts instead of new concepts. ROAS recovered to 2.9 within four weeks. The second shoot was postponed by a quarter and, when it ran, it was briefed against a real fatigue signal in the four-plus frequency band. These are one client's numbers in one market; yours will depend on your category, spend and audience size, and we would not promise the same outcome.`,
      ),
      quote(
        `The most expensive creative is the one you make to solve a problem it cannot solve.`,
        'Selin Aydın, Creative Director, AI Lab',
      ),
      heading('building-the-habit', 'Building the habit'),
      paragraph(
        `The fix is organisational as much as analytical. We ask clients to agree up front the threshold that triggers a refresh: for example, a 20% fall in four-plus hook rate sustained for seven days, with cost per new reach up by at least 15%. Once that rule exists, creative briefs stop being reactions to a bad week and become a planned pipeline, with concepts in development before the current ones tire.`,
      ),
      paragraph(
        `It also changes the conversation with the people who make the work. A designer told that "the ads stopped working" has nothing to act on. A designer told that the opening three seconds lose people on their fourth viewing, while the product shot still converts, can fix exactly that, often with an edit rather than a reshoot.`,
      ),
      paragraph(
        `In Growth OS, Creative Engine tracks those thresholds for each concept and flags a refresh before performance slips, while Performance Pulse watches the placement mix so that delivery drift is caught separately. You can do the same with a spreadsheet and some discipline. The point is to separate the three causes, audience saturation, delivery change and measurement change, before anyone opens a brief.`,
      ),
      paragraph(
        `If your team is about to commission new creative to fix falling returns, it is worth an hour to check which of the three you are dealing with. <a href="/growth-os">See how Growth OS monitors it</a>, or ${contactLink('article', 'creative-fatigue-is-a-measurement-problem', 'talk to a strategist')} about your account.`,
      ),
    ),
    categories: ['creative', 'articles'],
    tags: ['creative-testing', 'paid-social', 'dtc'],
    author: 'selin-aydin',
    image: {
      slug: 'creative-fatigue-curves',
      alt: 'A line falling steadily from left to right across a dark chart, like a click-through rate decaying week by week',
      art: { kind: 'line', values: [92, 90, 84, 73, 61, 52, 46, 43], accent: '#f97316' },
    },
  },
  {
    id: 102,
    slug: 'paid-media-benchmarks-2025',
    date: '2025-02-18T08:30:00',
    title: 'Paid Media Benchmarks 2025: CPA, ROAS &amp; CTR across 14 sectors',
    excerpt: excerpt(
      `Median cost per acquisition, return on ad spend and click-through rates across 14 sectors, drawn from 1,180 campaigns we managed in 2024. Use them as a sense check, not a target.`,
    ),
    content: body(
      paragraph(
        `Every planning season the same question arrives from finance: is our cost per acquisition good? This report answers it as honestly as a benchmark can. It draws on campaigns we ran for clients across 14 sectors in 2024, and it comes with a warning we will repeat throughout: a benchmark tells you where the middle of the market sits, not where your business should be.`,
      ),
      heading('methodology', 'Methodology'),
      paragraph(
        `We analysed 1,180 campaigns that each spent at least $5,000 between January and December 2024, on Meta, Google Ads, TikTok, LinkedIn and programmatic display, with a combined media spend of $212M. Campaigns were grouped into 14 sectors by the client's primary business. CPA is the cost per the campaign's primary conversion as defined in the client's own analytics; ROAS is platform-reported revenue over spend, for e-commerce campaigns only (412 of the 1,180). We report medians and the interquartile range (IQR) rather than means, because a handful of very large accounts would otherwise dominate. Client names and identifying details have been removed, and no sector figure rests on fewer than five clients.`,
      ),
      heading('key-findings', 'Key findings'),
      list([
        `Median e-commerce ROAS across all channels was <strong>2.8</strong>, with an IQR of 1.9 to 4.1. The top quartile owed far more to the share of repeat customers than to the choice of channel.`,
        `Median CPA for B2B lead generation was <strong>$148 on LinkedIn</strong> and <strong>$62 on Google search</strong>, but LinkedIn leads became sales opportunities at 2.3 times the rate.`,
        `Click-through rates on paid social fell for the third year running, to a median of <strong>0.91%</strong> in Meta feed placements (1.04% in 2023).`,
        `Video-first app accounts on TikTok had the lowest cost per trial start in consumer apps, a median of <strong>$11.40</strong>, and the widest spread between best and worst.`,
        `Accounts that ran a structured creative test every month had a median CPA <strong>18% lower</strong> than comparable accounts that did not.`,
      ]),
      figure(
        'paid-media-benchmarks-2025',
        'Eight vertical bars of uneven heights in indigo on a dark background, comparing values side by side',
        'Median CPA by sector in 2024, in US dollars. The full figures, with their interquartile ranges, are listed below.',
      ),
      heading('by-sector', 'CPA and ROAS by sector'),
      paragraph(
        `The spread within each sector is larger than the spread between them. A home-furniture brand in the top quartile pays less per order than a fashion brand in the bottom one, so the useful comparison is with the quartiles, not the median alone. E-commerce sectors show median ROAS and CPA per order; the others show CPA for their primary conversion.`,
      ),
      list([
        `Fashion and apparel: ROAS 3.2 (IQR 2.1–4.6), CPA $28 per order`,
        `Beauty and skincare: ROAS 2.9 (2.0–4.3), CPA $31 per order`,
        `Travel and hospitality: ROAS 3.6 (2.4–5.1), CPA $58 per booking`,
        `Home and furniture: ROAS 2.4 (1.6–3.3), CPA $74 per order`,
        `Consumer electronics: ROAS 2.1 (1.5–2.9), CPA $96 per order`,
        `Food and drink subscriptions: ROAS 1.8 (1.2–2.6), CPA $42 per first box`,
        `Health and wellness: ROAS 2.6 (1.7–3.8), CPA $36 per order`,
        `Automotive: CPA $39 per test-drive booking (IQR $24–$61)`,
        `Consumer fintech: CPA $67 per funded account ($41–$118)`,
        `Insurance: CPA $54 per quote completed ($33–$90)`,
        `Education and online courses: CPA $23 per application ($14–$40)`,
        `Mobile apps and games: $11.40 per trial start on TikTok, $16.90 on Meta`,
        `B2B SaaS: CPA $118 per qualified lead ($72–$205)`,
        `Professional services: CPA $164 per qualified lead ($98–$260)`,
      ]),
      heading('what-changed', 'What changed since 2023'),
      paragraph(
        `Three shifts stand out against our figures for the previous year. Costs rose most where auctions grew crowded with advertisers chasing the same broad audiences: median CPMs on Meta feed placements were up 11%, and CPAs in beauty and fashion rose faster than in any other sector. Search held up better than expected, with non-brand CPAs almost flat, largely because advertisers who consolidated campaigns and fed better conversion data into automated bidding pulled the median down. And B2B lead costs diverged: cost per raw lead fell on most platforms while cost per qualified lead rose, a sign that the platforms found more people willing to fill in a form and not more people ready to buy. The lesson for 2025 planning is to benchmark on the deepest conversion you can measure, not the cheapest.`,
      ),
      heading('how-to-use-them', 'How to use these numbers'),
      paragraph(
        `Three cautions before anyone takes this page into a budget meeting. First, definitions matter more than channels: a CPA counted on leads and one counted on qualified leads are different numbers, and a ROAS that includes returning customers flatters every channel that touches them. Second, a median is not a target. If your margins are thin, the median ROAS in your sector may still lose money; if your lifetime value is high, a CPA in the top quartile may be the best investment you make. Third, platform-reported figures overstate the return most channels add; our <a href="/insights/incrementality-report-40-holdout-tests">incrementality report</a> shows by how much.`,
      ),
      paragraph(
        `Where a benchmark earns its keep is as a sense check. If your paid social CPA sits far outside the interquartile range for your sector, something specific is usually wrong: tracking, audience, offer or landing page. That is worth an afternoon of investigation before it is worth a change of budget.`,
      ),
      heading('check-your-own-numbers', 'Check your own numbers'),
      paragraph(
        `The calculator below compares your own CPA and ROAS with the median and quartiles for your sector.`,
      ),
      customHtml(
        `<div id="benchmark-calculator" class="calc-embed" data-sector="all" data-year="2025"></div>
<script src="https://embed.calcwidgets.example/v3/benchmark.js" async></script>
<script>
  window.calcQueue = window.calcQueue || [];
  window.calcQueue.push(['mount', '#benchmark-calculator', { theme: 'dark', source: 'benchmarks-2025' }]);
</script>
<p class="calc-fallback"><a href="javascript:void(window.CalcWidget && window.CalcWidget.open('#benchmark-calculator'))">Open the calculator full screen</a></p>`,
      ),
      paragraph(
        `If the calculator does not load for you, every figure it uses is listed above. For a comparison of your own accounts with the quartiles for your sector, ${contactLink('report', 'paid-media-benchmarks-2025', 'request a benchmark review')}, or see how our <a href="/services/user-acquisition">user acquisition</a> team works.`,
      ),
      paragraph(
        `<em>These figures are medians from campaigns run for our own clients, a subset of the 200+ brands we work with. They are illustrative, not a forecast, and not a guarantee of results for any account.</em>`,
      ),
    ),
    categories: ['paid-media', 'reports'],
    tags: ['benchmarks', 'paid-social', 'user-acquisition', 'budget-planning'],
    author: 'daniel-reyes',
    image: {
      slug: 'paid-media-benchmarks-2025',
      alt: 'Eight vertical bars of uneven heights in indigo on a dark background, comparing values side by side',
      art: { kind: 'bars', values: [28, 31, 58, 74, 96, 42, 36, 67], accent: '#4338ca' },
    },
  },
  {
    id: 103,
    slug: 'why-your-cfo-doesnt-trust-last-click-attribution',
    date: '2025-03-25T10:00:00',
    title: 'Why your CFO doesn&#8217;t trust last-click attribution (and what to show instead)',
    excerpt: excerpt(
      `Finance teams are right to be sceptical of platform-reported conversions. Why last-click attribution fails the finance test, and the three numbers we put in front of a CFO instead.`,
    ),
    content: body(
      paragraph(
        `The chief financial officer of a UK fintech once summed up her view of marketing reporting in one sentence: "Every platform says it drove the sale, and the sale only happened once." She was right. Add up the conversions claimed by Google, Meta and the affiliate network in most businesses and you will get somewhere between 130% and 180% of the orders that actually happened.`,
      ),
      heading('why-last-click-fails', 'Why last-click fails the finance test'),
      paragraph(
        `Last-click attribution is not wrong so much as narrow. It gives all the credit to the final touch before a conversion, which systematically rewards the channels that harvest demand, such as brand search, retargeting and voucher-code affiliates, and punishes the ones that create it. A finance team does not need to know the mechanics to smell the problem: when budget moves to the channels last-click favours, total revenue rarely moves with it.`,
      ),
      paragraph(
        `Platform-reported attribution has the opposite problem. Each platform uses its own window, its own view-through rules and its own modelled conversions to fill the gaps that consent choices and browser restrictions leave. None of them is lying. Each is answering a slightly different question, and none is answering the one finance is asking: what would we lose if we switched this off?`,
      ),
      heading('three-numbers', 'Three numbers to show instead'),
      orderedList([
        `<strong>Reconciled revenue.</strong> One total that matches the finance system to within a couple of percent, with each channel's claimed share beside it. Putting the overclaim on the page, rather than hiding it, is what earns trust.`,
        `<strong>Incremental return on the channels that matter.</strong> For the two or three largest budget lines, a lift test or geographic holdout that estimates what the channel adds beyond what would have happened anyway. Our ${postLink('incrementality-report-40-holdout-tests', 'incrementality report')} shows what 40 such tests found.`,
        `<strong>Marginal, not average, cost per acquisition.</strong> What the last $10,000 bought, not the average across the whole budget. Average CPA flatters a channel long after it has passed the point of diminishing returns.`,
      ]),
      figure(
        'cfo-attribution-ledger',
        'A grid of small squares with about a fifth of them lit in blue, like a ledger with some entries ticked off',
        'Reconciliation first: every claimed conversion matched, or not, to an order in the finance system.',
      ),
      heading('what-the-data-needs', 'What the data needs'),
      paragraph(
        `None of this needs exotic tooling, but it does need plumbing that many marketing stacks lack: conversions sent server-side so that consent choices and browser limits do not erase them, a join key between ad clicks and the CRM or order system, and one agreed definition of a conversion. The reconciliation itself can be as plain as a daily query:`,
      ),
      code(
        `-- Orders in the finance system against the conversions platforms claim, per day
WITH orders AS (
  SELECT order_date, COUNT(*) AS orders, SUM(net_revenue) AS revenue
  FROM finance.orders
  GROUP BY order_date
),
claimed AS (
  SELECT conversion_date, SUM(conversions) AS claimed
  FROM marketing.platform_conversions
  GROUP BY conversion_date
)
SELECT o.order_date,
       o.orders,
       o.revenue,
       c.claimed,
       ROUND(c.claimed * 1.0 / NULLIF(o.orders, 0), 2) AS overclaim_ratio
FROM orders AS o
LEFT JOIN claimed AS c ON c.conversion_date = o.order_date
ORDER BY o.order_date;`,
      ),
      paragraph(
        `In Growth OS this is the job of Attribution Core: it joins platform data, server-side tracking and the CRM into one view, and validates the model with incrementality tests rather than asking anyone to take it on trust. The principle matters more than the product. Finance will accept an imperfect number it can audit long before it accepts a precise number it cannot.`,
      ),
      heading('changing-the-conversation', 'Changing the conversation'),
      paragraph(
        `For the fintech, three months of reconciled reporting changed the tone of the monthly budget review. The finance team agreed to fund a twelve-week geographic test on paid social, which showed an incremental ROAS of 1.7 against a platform-reported 3.4: lower, but real, and enough to defend. The same test showed that a third of the brand search budget bought customers who would have arrived anyway, and that money moved to online video. It was the first budget increase the marketing team had won in two years. It is one example; the size of the gap between claimed and incremental return varies widely by business, and we would not promise a particular result.`,
      ),
      quote(
        `I don't need marketing to be certain. I need it to show me where it isn't.`,
        'CFO of a UK fintech',
      ),
      paragraph(
        `If your next budget round starts with a sceptical finance team, start with reconciliation. ${contactLink('article', 'why-your-cfo-doesnt-trust-last-click-attribution', 'Talk to a strategist')} about setting it up, or read how we <a href="/services/growth-marketing">build measurement into growth programmes</a>.`,
      ),
    ),
    categories: ['analytics', 'articles'],
    tags: ['attribution', 'cfo', 'first-party-data'],
    author: 'maya-okafor',
    image: {
      slug: 'cfo-attribution-ledger',
      alt: 'A grid of small squares with about a fifth of them lit in blue, like a ledger with some entries ticked off',
      art: { kind: 'grid', filled: [0, 1, 2, 5, 6, 9, 13, 14, 18, 21, 22], accent: '#0ea5e9' },
    },
  },
  {
    id: 104,
    slug: 'landing-pages-that-pay-for-the-click',
    date: '2025-04-29T09:15:00',
    title: 'Landing pages that pay for the click: a CRO teardown',
    excerpt: excerpt(
      `A section-by-section teardown of a paid social landing page: what we cut, what we moved to the top, and why the form turned out to be the most expensive part of the page.`,
    ),
    content: body(
      paragraph(
        `Most conversion rate work starts in the wrong place. Teams test button colours and headline variants on a page whose structure is the real problem, then conclude that testing does not work because nothing moves by more than a percentage point. This teardown follows a page from a DTC home-fitness brand through the six weeks we spent on it, in the order we made the changes and with the numbers as they came in.`,
      ),
      heading('the-starting-point', 'The starting point'),
      paragraph(
        `The brand sold a folding rowing machine at £649, mostly through paid social. Its campaign landing page had eleven sections, three different calls to action and a nine-field enquiry form for a "free personalised plan". It converted 2.1% of paid social visitors into leads and 0.6% into orders within 30 days. Each click cost £0.94, so every order from that page carried about £157 of media before anyone had paid for the product, the delivery or the returns.`,
      ),
      heading('above-the-fold', 'Above the fold: one promise, one action'),
      paragraph(
        `The first screen on a phone showed a lifestyle photograph, the logo and a headline about "reinventing home fitness". Nothing said what the product was, what it cost or why it was better than the alternatives. Heatmaps showed 58% of visitors never scrolled far enough to find out. We replaced the first screen with the product folded against a wall (the single most common objection is space), the price with a monthly payment option, a line of review evidence and one button. Nothing else changed in that first test.`,
      ),
      paragraph(
        `That alone lifted add-to-basket rate by 22% over two weeks at 95% confidence. It is the kind of change that looks obvious in hindsight and rarely gets made, because the first screen is where the brand team's opinions are strongest.`,
      ),
      heading('the-form', 'The form was the most expensive part of the page'),
      paragraph(
        `The nine-field plan form existed because a sales team had once asked for richer leads. Nobody had looked at what it cost. Form analytics showed that 71% of people who started it abandoned it, most of them at the phone number and postcode fields. The leads that did come through converted to orders at a healthy rate, but there were too few of them to matter.`,
      ),
      list([
        `We cut the form to two fields, name and e-mail, and moved the plan questions to the follow-up e-mail sequence, where the answers shaped the content of the next three messages.`,
        `We gave the form its own promise: a 30-day trial with free collection, stated next to the button rather than in the footer.`,
        `We moved the form below the first product section instead of at the end of the page, where only 19% of visitors ever arrived.`,
      ]),
      paragraph(
        `Form completions rose by 62%. Lead-to-order rate fell, as it always does when a form gets shorter, but orders per thousand visitors rose from 6 to 9.`,
      ),
      figure(
        'landing-page-teardown',
        'Four green bars rising from left to right on a dark background, each taller than the one before',
        'Orders per thousand paid social visitors after each of the four changes, in the order we made them.',
      ),
      heading('what-we-left-alone', 'What we left alone'),
      paragraph(
        `As much as what we changed. We did not redesign the brand, rewrite the product copy or test button colours. We did not run a test on any change whose expected effect was smaller than the page's traffic could detect in three weeks: at roughly 40,000 paid visitors a month, anything below a 10% relative lift was noise. Where a change was clearly right but too small to measure, such as fixing a broken delivery-date widget, we shipped it without a test.`,
      ),
      heading('the-result', 'The result'),
      paragraph(
        `After six weeks and four changes, the page converted 3.4% of visitors into leads and 0.9% into orders within 30 days, and the media cost per order fell from about £157 to £104. Those are this brand's figures, on its traffic and its offer. A page with different traffic, price point or product will respond differently, and no teardown guarantees a result. The method, though, travels: fix the structure before the details, price the form, and only test what your traffic can measure.`,
      ),
      paragraph(
        `This is the work our Funnel Architect module and <a href="/services/growth-marketing">growth marketing</a> team do every week. If your paid traffic lands on a page nobody has questioned in a year, ${contactLink('article', 'landing-pages-that-pay-for-the-click', 'talk to a strategist')}.`,
      ),
      heading('get-the-next-teardown', 'Get the next teardown'),
      paragraph(`One landing page, taken apart, in your inbox each month.`),
      customHtml(
        `<style>
  .mlp-signup { background: #fff6ee; padding: 24px; border-radius: 12px; max-width: 480px; }
  .mlp-signup label { display: block; font-weight: 600; margin-bottom: 4px; }
  .mlp-signup input { display: block; width: 100%; margin-bottom: 12px; padding: 10px; }
  .mlp-signup button { background: #ff5a1f; color: #fff; border: 0; padding: 12px 20px; }
</style>
<form class="mlp-signup" action="https://forms.mailplatform.example/s/8f3a2c" method="post">
  <label for="mlp-name">First name</label>
  <input id="mlp-name" type="text" name="first_name" autocomplete="given-name" required>
  <label for="mlp-email">Work e-mail</label>
  <input id="mlp-email" type="email" name="email" autocomplete="email" required>
  <input type="hidden" name="list" value="cro-teardown">
  <button type="submit">Send me the teardown</button>
</form>`,
      ),
    ),
    categories: ['paid-media', 'articles'],
    tags: ['cro-landing-pages', 'dtc'],
    author: 'daniel-reyes',
    image: {
      slug: 'landing-page-teardown',
      alt: 'Four green bars rising from left to right on a dark background, each taller than the one before',
      art: { kind: 'bars', values: [6, 7, 8, 9], accent: '#22c55e' },
    },
  },
  {
    id: 105,
    slug: 'what-ai-agents-can-and-cant-do-in-a-media-team',
    date: '2025-06-03T08:45:00',
    title: 'What AI agents can and can&#8217;t do inside a media team',
    excerpt: excerpt(
      `We have run AI agents alongside our media buyers for a year. They are excellent at dull, bounded work and unreliable at judgement. Here is where we draw the line, and how we keep it drawn.`,
    ),
    content: body(
      paragraph(
        `A year ago we put the first AI agents to work inside our paid media teams in London, New York and Istanbul. Not chat assistants that answer questions, but agents: software that reads account data, decides on an action within limits we set, takes it or proposes it, and writes down why. Twelve months and several hundred thousand actions later, we have a clear view of where they earn their place and where they should never be left alone.`,
      ),
      heading('what-they-do-well', 'What they do well'),
      paragraph(
        `Agents are at their best on work that is frequent, bounded and easy to check. In our teams that means:`,
      ),
      list([
        `<strong>Search term mining.</strong> Reading every search query that triggered an ad each morning, adding obvious negatives and proposing new keywords with the data behind them.`,
        `<strong>Pacing and anomaly checks.</strong> Comparing spend against plan every hour and flagging a campaign that has doubled its cost per click since lunch, before a person would have noticed.`,
        `<strong>Hygiene.</strong> Naming conventions, broken links, disapproved ads, tracking parameters missing from new campaigns. Tedious for people, trivial for an agent.`,
        `<strong>First drafts of reporting.</strong> The weekly commentary that explains what moved and why, written from the data and edited by the buyer, not written from scratch.`,
        `<strong>Creative tagging.</strong> Labelling every ad by hook, format, offer and talent so that creative tests can be read across accounts.`,
      ]),
      paragraph(
        `Across the buyers who use them, these agents save a median of eleven hours a week, most of it in the first hours of the morning that used to go on checking. That time went back into strategy, creative testing and client conversations. It is our own teams' figure, measured from time logs before and after, and it will differ in a team with different accounts and processes.`,
      ),
      heading('where-they-fail', 'Where they fail'),
      paragraph(
        `Agents are weakest wherever the right answer depends on context that is not in the data. They do not know that a client is about to launch a product, that the finance team has frozen spending until the quarter closes, or that a competitor's outage explains last night's cheap clicks. Given a budget decision across channels, an agent will optimise the metric it can see, usually platform-reported return, with complete confidence and no sense of what the number leaves out.`,
      ),
      paragraph(
        `They also fail quietly. A person who is unsure says so; an agent that has misread a new campaign structure will carry on applying a reasonable-looking rule to the wrong thing. In our first quarter, one agent paused a set of keywords that looked unprofitable because their conversions were being recorded against a different campaign after a tracking change. The loss was small because the action was reversible and logged, which is the point of the next section.`,
      ),
      heading('how-we-govern-them', 'How we govern them'),
      paragraph(
        `Every agent has a written scope: the accounts it may touch, the actions it may take on its own, the actions it may only propose, and the ones it may never take. Proposals go into a queue that a named buyer approves. Everything is logged with the data that triggered it. A typical scope looks like this:`,
      ),
      code(
        `agent: search-term-miner
schedule: daily 06:00 Europe/London
scope:
  accounts: [uk-retail-search, uk-retail-pmax]
actions:
  add_negative_keyword: auto      # up to 40 per run
  add_keyword: propose            # a buyer approves in the queue
  pause_keyword: propose
  change_budget: never
  change_bid_strategy: never
log: every action, with the query data behind it
owner: the account's lead buyer`,
      ),
      paragraph(
        `Two rules matter most. Nothing that moves money between campaigns or channels is automatic, and every agent has a human owner who reads its log each week. The agents in our AI Boost and VelocityOps modules follow the same rules for clients who run them on their own accounts.`,
      ),
      quote(
        `Let the agent do the checking. Keep the deciding for the people who will have to explain the decision.`,
        'Selin Aydın, Creative Director, AI Lab',
      ),
      heading('where-to-start', 'Where to start'),
      paragraph(
        `If you are considering agents for your own team, start with the work your people complain about, not the work that sounds impressive. Pick one bounded task, write its scope before you write any prompt, run it in propose-only mode for a month and measure both the time saved and the proposals your buyers rejected. The rejection rate tells you more about readiness than any demo. Our <a href="/studio/ai-lab">AI Lab</a> builds and runs these pilots, typically in two to four weeks; ${contactLink('article', 'what-ai-agents-can-and-cant-do-in-a-media-team', 'talk to a strategist')} about where one would fit in your team.`,
      ),
    ),
    categories: ['ai', 'articles'],
    tags: ['ai-agents', 'martech'],
    author: 'selin-aydin',
    image: {
      slug: 'ai-agents-media-team',
      alt: 'Five concentric purple rings on a dark background, spreading outwards from a bright centre',
      art: { kind: 'rings', count: 5, accent: '#a855f7' },
    },
  },
  {
    id: 106,
    slug: 'incrementality-report-40-holdout-tests',
    date: '2025-07-08T09:30:00',
    title: 'The Incrementality Report: what 40 holdout tests told us about paid media',
    excerpt: excerpt(
      `We pooled 40 geographic holdout and lift tests run for clients between 2023 and 2025. Platform-reported return overstated the incremental return in 31 of them, by a median factor of 1.9.`,
    ),
    content: body(
      paragraph(
        `Every advertising platform reports the conversions it believes it caused. An incrementality test asks a harder question: what would have happened without the ads? Over two years we ran 40 such tests for 22 clients, from a UK grocery delivery service to a US B2B software company. This report pools the results, channel by channel, to show how far the two answers tend to differ and where the differences are largest.`,
      ),
      heading('methodology', 'Methodology'),
      paragraph(
        `The 40 tests ran between March 2023 and April 2025 in nine countries. Twenty-six were geographic holdouts, in which a matched set of regions saw no advertising on the tested channel for the test period; ten were conversion lift studies run by the platforms with randomised control groups; four were audience holdouts on first-party customer lists. Every test ran for at least four weeks, and its primary metric and success threshold were written down before launch. Incremental ROAS is the estimated extra revenue, reconciled to each client's finance system, divided by the media spend on the tested channel. We report 90% confidence intervals; a test whose interval included zero is counted as showing no detectable lift, not as showing a lift of zero.`,
      ),
      heading('key-findings', 'Key findings'),
      list([
        `In <strong>31 of 40 tests</strong>, platform-reported ROAS was higher than incremental ROAS. The median ratio between the two was <strong>1.9</strong>.`,
        `Retargeting was the least incremental channel: a median incremental ROAS of <strong>0.6</strong> across nine tests, and no detectable lift in four of them.`,
        `Brand search added little where no competitor bid on the brand name (median incremental ROAS 0.9), and much more where one did (3.2).`,
        `Prospecting on YouTube and connected TV was <strong>under-credited</strong>: in five of six tests, the incremental return exceeded what the platform reported.`,
        `Six tests found that a channel could be cut by at least a third with no detectable loss of revenue; the clients involved moved a combined $4.1M a year to other channels.`,
      ]),
      figure(
        'incrementality-holdout-tests',
        'Teal bars in pairs of very different heights on a dark background, contrasting two measurements per group',
        'Median platform-reported ROAS against median incremental ROAS, by channel, across the 40 tests.',
      ),
      heading('by-channel', 'Results by channel'),
      paragraph(
        `The median figures by channel, with the number of tests behind each, platform-reported ROAS first and incremental ROAS second:`,
      ),
      list([
        `Retargeting (9 tests): 6.8 reported, 0.6 incremental`,
        `Affiliates and voucher sites (4 tests): 8.5 reported, 0.8 incremental`,
        `Brand search (7 tests): 11.2 reported, 0.9 incremental without competitor bidding, 3.2 with it`,
        `Non-brand search (6 tests): 3.0 reported, 1.8 incremental`,
        `Prospecting paid social (8 tests): 2.4 reported, 2.1 incremental`,
        `YouTube and connected TV (6 tests): 1.1 reported, 1.6 incremental`,
      ]),
      paragraph(
        `The pattern is consistent with what theory predicts. Channels that reach people already on their way to buying collect credit for sales that would largely have happened anyway; channels that reach people earlier get less credit than they deserve, because the conversion happens days later on another device or through another channel.`,
      ),
      heading('what-it-means', 'What it means for budgets'),
      paragraph(
        `None of this says retargeting or brand search are worthless. It says their value is usually smaller than their dashboards suggest, and that it depends on circumstances, such as a competitor bidding on your name, that change over time. A test is a reading taken at one moment, not a verdict that holds forever. Our clients with the most reliable measurement repeat their largest tests every twelve to eighteen months and calibrate their attribution and mix models with the results between tests.`,
      ),
      paragraph(
        `The practical consequence is a change in where budget decisions start. Instead of ranking channels by reported ROAS, start with the incremental figure for the channels you have tested, and treat the reported figure for the rest with the median ratio above as a rough discount until you can test them too.`,
      ),
      heading('the-limits', 'The limits of these results'),
      paragraph(
        `Forty tests is a large sample for this kind of work and a small one for statistics. The channel medians rest on between four and nine tests each, run for different businesses in different markets, so they describe a tendency rather than a rule. Clients chose which channels to test, usually the ones they already doubted, which may exaggerate how often reported returns were too high. Geographic holdouts also measure effects over weeks, not the longer-term contribution of brand-building media, which is likely to be under-stated for online video and connected TV. We would treat any single figure above as a starting hypothesis for your own test, not a substitute for it.`,
      ),
      heading('running-your-first-test', 'Running your first test'),
      orderedList([
        `Pick the channel with the largest budget and the least certain contribution. That is where a test pays for itself.`,
        `Write down the primary metric, the minimum lift you need to detect and the decision each outcome will lead to, before launch.`,
        `Choose matched regions, or a randomised audience split, large enough to detect that lift in four to six weeks. With fewer than about 300 conversions a week, detectable effects get large.`,
        `Keep everything else still: no new promotions or price changes in the test regions alone.`,
        `Read the result against revenue in your own systems, not the platform's.`,
      ]),
      paragraph(
        `Attribution Core, our measurement module in <a href="/growth-os">Growth OS</a>, plans and reads these tests alongside the attribution model they calibrate. ${contactLink('report', 'incrementality-report-40-holdout-tests', 'Plan an incrementality test')} with our analytics team, or read ${postLink('why-your-cfo-doesnt-trust-last-click-attribution', 'why finance teams distrust last-click attribution')}.`,
      ),
      paragraph(
        `<em>Results come from tests for our own clients and are examples, not predictions: the incremental return of any channel depends on the business, the market and the moment, and we do not guarantee any result.</em>`,
      ),
    ),
    categories: ['analytics', 'reports'],
    tags: ['incrementality', 'attribution', 'mmm'],
    author: 'maya-okafor',
    image: {
      slug: 'incrementality-holdout-tests',
      alt: 'Teal bars in pairs of very different heights on a dark background, contrasting two measurements per group',
      art: { kind: 'bars', values: [68, 6, 85, 8, 30, 18, 11, 16], accent: '#14b8a6' },
    },
  },
  {
    id: 107,
    slug: 'go-to-market-in-a-new-country-first-90-days',
    date: '2025-08-12T10:00:00',
    title: 'Go-to-market in a new country: what the first 90 days really cost',
    excerpt: excerpt(
      `A UK fintech entering Germany, a Turkish fashion label entering Britain: what a launch in a new country costs in its first three months, where the money goes, and when to decide whether to stay.`,
    ),
    content: body(
      paragraph(
        `Most expansion plans we are shown put almost all of the launch budget into media. Most launches that disappoint do so for reasons media cannot fix: a payment method local buyers expect is missing, the product's promise does not translate, delivery takes too long, or the team reads the first fortnight's numbers as a verdict. After helping brands launch in more than 90 countries, our view is that the first 90 days should be planned as an experiment with a budget, not a campaign with a target.`,
      ),
      heading('where-the-money-goes', 'Where the money goes'),
      paragraph(
        `For a consumer brand entering one new European market, a sensible first-quarter budget usually splits roughly as follows. The figures are typical of our recent launches, not a quote, and your mix will differ with your category and ambitions.`,
      ),
      list([
        `<strong>Paid media pilot, 55–65%.</strong> A mid five-figure monthly budget across two or three channels, enough to learn, not enough to hide mistakes.`,
        `<strong>Localisation, 15–20%.</strong> Not translation: the offer, the proof points, the pricing display, the imagery and the customer service scripts, written by people who live in the market.`,
        `<strong>Creative production, 10–15%.</strong> Local faces, local settings and formats native to the channels that matter there, which are not always the ones that matter at home.`,
        `<strong>Measurement, 5–10%.</strong> Tracking, a clean market split in analytics and a first incrementality read before the scale decision.`,
      ]),
      heading('the-90-day-shape', 'The shape of the first 90 days'),
      orderedList([
        `<strong>Weeks 1–3: learn and localise.</strong> Search demand, competitor offers, pricing, payment and delivery expectations, ten to fifteen customer interviews, and the localised offer.`,
        `<strong>Weeks 3–6: pilot live.</strong> Campaigns running in two to four weeks from the start, with a fixed test plan: which audiences, which messages, which channels, and what result would change the plan.`,
        `<strong>Weeks 7–12: scale, fix or stop.</strong> Double down on what works, fix what nearly works, and take a deliberate decision on whether the market earns a second quarter.`,
      ]),
      figure(
        'new-country-first-90-days',
        'A yellow line climbing from the lower left to the upper right of a dark chart, steep at first and then steadier',
        'Weekly orders in a new market against plan: a steep climb in the first weeks, then steadier growth as the campaigns learn.',
      ),
      heading('three-mistakes', 'Three mistakes we see most'),
      paragraph(
        `<strong>Translating instead of localising.</strong> A Turkish fashion label we worked with launched in the UK with its home-market campaigns translated word for word. The copy was correct and the concept fell flat: a promotion built around a local holiday meant nothing to British shoppers. Rebuilt around British sizing, returns and delivery promises, the same products sold.`,
      ),
      paragraph(
        `<strong>Copying the home channel mix.</strong> A UK fintech entering Germany assumed paid social would lead as it did at home. German prospects researched far more on search and comparison sites, and trust signals such as local banking licences and reviews mattered more than any creative idea. The channel mix that worked looked nothing like the British one.`,
      ),
      paragraph(
        `<strong>Judging on week-two numbers.</strong> Costs in a new market are always high at first: the platforms have no conversion history, audiences are cold and the brand is unknown. The fashion label's cost per order started at 2.4 times its home-market level and reached 1.3 times by week ten, which was within the range its margins could carry. Had the launch been judged in week two, it would have been stopped. These are that brand's figures; a different category or market can move faster or slower, and no timeline is guaranteed.`,
      ),
      heading('the-decision', 'The decision at day 90'),
      paragraph(
        `The most valuable output of the first quarter is not revenue, it is a decision with evidence behind it. We ask clients to agree in advance what "earns a second quarter" means: a cost per order within a stated multiple of home, a repeat rate, a contribution margin after returns. Then the day-90 meeting is a short one, whichever way it goes.`,
      ),
      paragraph(
        `Our <a href="/services/go-to-market-new-country">Go-to-Market: New Country</a> service runs this as a 90-day plan from our offices in London, New York, Istanbul and Dubai. If you are weighing a launch, ${contactLink('article', 'go-to-market-in-a-new-country-first-90-days', 'talk to a strategist')} before you set the budget.`,
      ),
    ),
    categories: ['growth', 'articles'],
    tags: ['market-entry', 'budget-planning'],
    author: 'tom-whitcombe',
    image: {
      slug: 'new-country-first-90-days',
      alt: 'A yellow line climbing from the lower left to the upper right of a dark chart, steep at first and then steadier',
      art: { kind: 'line', values: [8, 22, 38, 51, 60, 66, 70, 72], accent: '#eab308' },
    },
  },
  {
    id: 108,
    slug: 'abm-when-the-buying-committee-has-eleven-people',
    date: '2025-09-16T09:00:00',
    title: 'ABM when the buying committee has eleven people',
    excerpt: excerpt(
      `Enterprise purchases now involve a committee of ten or more. Account-based marketing built around a single champion misses most of them. How we map the whole room and reach each person in it.`,
    ),
    content: body(
      paragraph(
        `The account-based marketing programmes we inherit usually have the same shape: a list of target accounts, one or two named contacts in each, and a sequence of ads and e-mails aimed at those contacts. It made sense when a head of department could sign a contract. It makes much less sense when, as in a recent deal for a US cybersecurity software client, the final decision involved eleven people across security, IT, finance, procurement, legal and two business units.`,
      ),
      heading('map-the-room', 'Map the room before you market to it'),
      paragraph(
        `Before any campaign, we build a committee map for each tier-one account: the roles that usually take part in a purchase of this kind, the people who hold them, and what each one needs to believe. In enterprise software the map tends to include:`,
      ),
      list([
        `<strong>The economic buyer</strong>, who owns the budget and wants a business case with a payback date.`,
        `<strong>The champion</strong>, who feels the problem daily and needs material to sell internally.`,
        `<strong>Technical evaluators</strong>, who want documentation, integrations and a sandbox, not a brochure.`,
        `<strong>Security and legal</strong>, who can only slow a deal down and need their questions answered before they ask them.`,
        `<strong>Procurement</strong>, who compare you with two alternatives on terms and price.`,
        `<strong>End users</strong>, whose scepticism can stall a deal that everybody else has approved.`,
      ]),
      paragraph(
        `Each role gets its own message and its own content. The champion needs a one-page internal pitch and a cost-of-inaction calculator; the security lead needs your certifications and a completed standard questionnaire; the economic buyer needs a peer reference from a company of similar size.`,
      ),
      heading('reach-each-role', 'Reach each role where it already is'),
      paragraph(
        `Coverage of the committee matters more than frequency against the champion. We combine LinkedIn targeting by job function within the account list, programmatic display against the account's IP ranges, search campaigns on the problem terms technical evaluators use, and direct outreach by sales to the two or three people marketing has warmed up. Intent data from SignalOS tells us which accounts are researching the category now, and LeadSync routes engaged contacts to the right account executive in Salesforce or HubSpot the same day.`,
      ),
      figure(
        'abm-buying-committee',
        'Indigo rings nested around a common centre on a dark background, suggesting circles of influence',
        'A committee map drawn as rings: the economic buyer and champion at the centre, evaluators and gatekeepers around them.',
      ),
      paragraph(
        `None of this works unless sales and marketing share the map. We hold a fortnightly account review in which account executives correct the committee maps from what they hear in meetings, and marketing adjusts content and targeting the same week. The map becomes a working document rather than a slide, and sales stops treating marketing's account engagement scores as noise, because they can see which of their own contacts the scores describe.`,
      ),
      heading('measure-the-committee', 'Measure the committee, not the lead'),
      paragraph(
        `Lead counts are the wrong scoreboard for this kind of programme. We report three numbers each month: the share of tier-one accounts with at least four engaged committee members, the number of roles engaged per account, and the rate at which engaged accounts become sales opportunities.`,
      ),
      paragraph(
        `For the cybersecurity client, moving from a champion-only programme to committee coverage raised the average number of engaged contacts per target account from 2.1 to 5.8 over two quarters. The share of target accounts that became sales opportunities rose from 9% to 17%, and the average sales cycle shortened by 23 days, largely because the security review started earlier. That is one programme with a strong product and a sales team that followed up; results vary with the market, the offer and the sales process, and we would not promise the same numbers.`,
      ),
      heading('webinar-recording', 'Watch the walkthrough'),
      paragraph(
        `We walked through a complete committee map, with the content for each role, in a webinar for B2B marketing leaders. The recording is below.`,
      ),
      block(
        'embed',
        `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe title="Mapping the buying committee: ABM webinar recording" width="800" height="450" src="https://www.youtube-nocookie.com/embed/Xk3pQ7vLm2A?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>
</div><figcaption class="wp-element-caption">Webinar recording, 38 minutes.</figcaption></figure>`,
        {
          url: 'https://www.youtube.com/watch?v=Xk3pQ7vLm2A',
          type: 'video',
          providerNameSlug: 'youtube',
          responsive: true,
          className: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
        },
      ),
      paragraph(
        `Our <a href="/services/account-based-marketing">account-based marketing</a> service builds committee maps and programmes for B2B teams selling into large organisations. ${contactLink('article', 'abm-when-the-buying-committee-has-eleven-people', 'Talk to a strategist')} about your target account list.`,
      ),
    ),
    categories: ['growth', 'articles'],
    tags: ['abm', 'b2b'],
    author: 'daniel-reyes',
    image: {
      slug: 'abm-buying-committee',
      alt: 'Indigo rings nested around a common centre on a dark background, suggesting circles of influence',
      art: { kind: 'rings', count: 6, accent: '#6366f1' },
    },
  },
  {
    id: 109,
    slug: 'show-me-the-payback-period',
    date: '2025-10-21T08:30:00',
    title: '&#8220;Show me the payback period&#8221;: how to talk to the finance team',
    excerpt: excerpt(
      `Marketing leaders lose budget arguments they should win because they argue in ROAS while finance thinks in payback, margin and cash. A translation for the next budget round.`,
    ),
    content: body(
      paragraph(
        `The request came at the end of a quarterly business review at a London B2B software scale-up. The marketing director had presented a strong quarter: pipeline up, cost per opportunity down, return on ad spend above target. The chief financial officer listened, nodded and asked one question: "What's the payback period on the customers we bought this quarter?" Nobody in the room knew. The budget increase marketing had asked for was deferred.`,
      ),
      paragraph(
        `That exchange happens in some form in most companies we work with. It is rarely a sign that finance does not value marketing. It is a sign that the two teams are speaking different languages, and the marketing team is the one that needs to be bilingual.`,
      ),
      heading('a-translation', 'A translation table'),
      list([
        `<strong>ROAS becomes contribution.</strong> Revenue over media spend ignores cost of goods, discounts, returns and fulfilment. Finance wants contribution margin per pound of spend, and a channel with a ROAS of 4 can lose money on it.`,
        `<strong>CAC becomes payback.</strong> Customer acquisition cost means little alone. Divided by monthly gross margin per customer, it becomes the number of months before a customer has paid back the cost of winning them, which finance can compare with every other use of cash.`,
        `<strong>Pipeline becomes forecast revenue.</strong> Pipeline multiplied by historical win rates and timed by historical cycle lengths, so that finance can see when the money arrives.`,
        `<strong>Brand becomes a lower future CAC.</strong> Brand investment is easiest to defend as the thing that keeps acquisition costs from rising as you exhaust the easy audiences, with the evidence from past periods when brand spend was cut.`,
      ]),
      heading('build-the-business-case', 'Build the business case in their format'),
      paragraph(
        `A budget request that finance can approve quickly has four parts: the investment by month, the expected customers or pipeline it buys with a range rather than a point, the payback period of those customers from cohort data, and the leading indicators you will report monthly so that they can see early if it is not working. The last part matters most. Finance teams do not fear investment; they fear investment they cannot monitor until it is too late.`,
      ),
      paragraph(
        `For the software scale-up, we rebuilt the request around cohort payback curves: customers acquired through paid search paid back in 11 months, those from events in 19, and those from partner referrals in 7. The request shifted towards partners and search, with a staged release of budget tied to monthly payback readings. It was approved at 35% above the previous year's budget. That outcome reflected that company's margins and data; a business case is only as strong as the numbers behind it, and we cannot promise a particular answer from any finance team.`,
      ),
      quote(
        `The day marketing brought me a payback curve instead of a ROAS chart was the day we started planning the budget together.`,
        'CFO of a London B2B software company',
      ),
      paragraph(
        `Be careful, too, with the numbers that make marketing look best. Blended figures that include returning customers, platform-reported conversions and averages that hide the marginal cost of the last customers bought will all be discovered eventually, usually by an analyst in the finance team. It is far better to present a less flattering number that survives scrutiny than a better one that does not, because the second time finance finds an inflated figure, every figure you present afterwards is discounted.`,
      ),
      heading('one-page-for-the-board', 'One page for the board'),
      paragraph(
        `If the board sees marketing once a quarter, give it one page: spend against plan, customers acquired and their payback period, the trend in blended CAC, and one decision you need from them. Leave out click-through rates, impressions and platform dashboards. They are useful to the team and noise to a board.`,
      ),
      paragraph(
        `Our <a href="/services/executive-growth-advisory">executive growth advisory</a> partners sit on both sides of this conversation, with the CMO and with finance. If your next budget round looks difficult, ${contactLink('article', 'show-me-the-payback-period', 'talk to a strategist')} before it starts.`,
      ),
    ),
    categories: ['leadership', 'articles'],
    tags: ['cfo', 'budget-planning'],
    author: 'tom-whitcombe',
    image: null,
  },
  {
    id: 110,
    slug: 'state-of-ai-adoption-in-marketing-2026',
    date: '2025-11-25T09:00:00',
    title: 'The State of AI Adoption in Marketing 2026',
    excerpt: excerpt(
      `We surveyed 214 marketing leaders in 31 countries about where AI is actually in use. Three in four run pilots; fewer than one in five have changed how their team works.`,
    ),
    content: body(
      paragraph(
        `Two years into the wave of generative tools, almost every marketing team we meet is using AI somewhere. Far fewer can say what it has changed. We wanted to know how wide that gap is, what separates the teams that have closed it, and what marketing leaders plan to do about it in 2026.`,
      ),
      heading('methodology', 'Methodology'),
      paragraph(
        `We ran an online survey between 8 September and 17 October 2025 and received 214 complete responses from marketing leaders at director level or above, in companies with annual marketing budgets of at least $2M, across 31 countries. A third of respondents were in Europe, 29% in North America, 21% in Turkey and the Middle East and the rest in Asia-Pacific and Latin America; 58% worked in business-to-consumer companies. We followed up with 18 respondents in 45-minute interviews. The sample came from our own network and a partner's list of subscribers, so it leans towards companies already interested in the subject. Answers are self-reported and unweighted, and percentages are rounded.`,
      ),
      heading('key-findings', 'Key findings'),
      list([
        `<strong>76%</strong> of teams run at least one AI pilot in marketing; only <strong>18%</strong> say AI has changed roles, processes or team structure.`,
        `Generative creative is the most common use (<strong>61%</strong>), followed by copywriting and localisation (54%), reporting and analysis (38%) and media optimisation beyond platform defaults (22%).`,
        `<strong>12%</strong> have AI agents taking actions in production systems, such as ad accounts or the CRM, without a person approving each one.`,
        `The biggest blockers are data quality (<strong>47%</strong>), unclear governance and legal review (39%) and a lack of skills in the team (36%). Budget comes fifth (21%).`,
        `Teams with a named owner of AI adoption were <strong>2.4 times</strong> as likely to report measurable time savings as teams without one.`,
        `<strong>63%</strong> plan to increase AI investment in 2026, but only 29% have a written roadmap for it.`,
      ]),
      figure(
        'ai-adoption-2026',
        'A grid of fifty squares on a dark background, three quarters of them filled in pink',
        'Three in four teams run AI pilots: each square is two respondents in a hundred, and the filled ones run at least one pilot.',
      ),
      heading('from-pilots-to-practice', 'From pilots to practice'),
      paragraph(
        `The interviews explain the gap between pilots and change better than the numbers do. Pilots are cheap, quick and owned by enthusiasts. Changing how a team works needs someone with the authority to redesign roles, a decision about what happens to the hours saved, and data that is in good enough shape for the tools to use. In most companies nobody owns all three. One marketing director at a European retailer put it plainly: "We have fourteen pilots and no plan. Every one of them works, and nothing is different."`,
      ),
      subheading('what-leading-teams-did', 'What the leading teams did differently'),
      paragraph(
        `The 39 respondents who reported both pilots and changed ways of working shared four habits:`,
      ),
      orderedList([
        `They named one owner for AI adoption across marketing, usually reporting to the CMO, with a budget and a mandate to stop pilots as well as start them.`,
        `They chose use cases by the hours they would free and the risk they carried, and wrote down what the freed time would be used for.`,
        `They fixed the data first: consistent naming, clean conversion tracking, a shared asset library with rights information.`,
        `They trained the whole team, not only the enthusiasts, and changed job descriptions to match.`,
      ]),
      subheading('by-region', 'Differences by region'),
      paragraph(
        `Adoption was broadly similar across regions, but its shape was not. Respondents in North America were the most likely to run agents in production (17%) and to report a named owner of AI adoption (41%). European respondents reported the most governance friction: 48% named legal review as a blocker, against 27% in North America. Teams in Turkey and the Middle East were the most likely to use generative tools for localisation and creative variants, at 72%, often because they produce for several markets and languages from one team. In Asia-Pacific and Latin America the samples were small, 26 and 15 respondents, and we have not reported them separately.`,
      ),
      heading('governance', 'Governance is the quiet blocker'),
      paragraph(
        `Almost four in ten respondents named governance as a blocker, and the interviews suggest it is under-reported. Legal teams asked to approve AI-generated creative without a policy default to "no", or to reviewing every asset by hand, which removes the time saved. The teams that moved fastest agreed a short policy early: which tools are approved, what may never be generated (real people's likenesses, product claims, anything regulated), how generated work is disclosed and who signs it off.`,
      ),
      heading('what-we-would-do', 'What we would do in 2026'),
      list([
        `Name an owner and give them the authority to stop pilots that will never scale.`,
        `Pick no more than three use cases for the year, each with a measure of time or money and a plan for the time saved.`,
        `Write the governance policy before the next pilot, not after the first problem.`,
        `Budget for training alongside tools; our own cohorts show that teams adopt what they have practised, not what they have been shown.`,
      ]),
      paragraph(
        `Our <a href="/studio/ai-lab">AI Lab</a> runs pilots built to scale, and our <a href="/services/cmo-team-training">CMO &amp; Team Training</a> programmes prepare teams to use them. ${contactLink('report', 'state-of-ai-adoption-in-marketing-2026', 'Talk to us about your AI roadmap')}, or read ${postLink('what-ai-agents-can-and-cant-do-in-a-media-team', 'what AI agents can and cannot do in a media team')}.`,
      ),
      paragraph(
        `<em>Survey results describe the respondents, not the whole market, and any time savings quoted are self-reported examples rather than a promise of what AI will do for a given team.</em>`,
      ),
    ),
    categories: ['ai', 'reports'],
    tags: ['survey', 'ai-agents', 'generative-ai', 'team-design'],
    author: 'selin-aydin',
    image: {
      slug: 'ai-adoption-2026',
      alt: 'A grid of fifty squares on a dark background, three quarters of them filled in pink',
      art: {
        kind: 'grid',
        filled: [
          0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
          25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37,
        ],
        accent: '#ec4899',
      },
    },
  },
  {
    id: 111,
    slug: 'marketing-mix-modelling-without-a-data-science-team',
    date: '2026-01-13T09:30:00',
    title: 'Marketing mix modelling without a data science team',
    excerpt: excerpt(
      `Open-source models have made marketing mix modelling affordable for mid-sized brands. The hard part is no longer the maths; it is the data, and the discipline to act on what the model says.`,
    ),
    content: body(
      paragraph(
        `Five years ago a marketing mix model was a six-figure project from a specialist consultancy, delivered once a year as a slide deck that arrived after the budget had been set. Today the open-source libraries published by Google and Meta do most of the statistical heavy lifting, and a brand spending a few million a year on media can run its own model every quarter. What has not got easier is everything around the model.`,
      ),
      heading('what-a-mix-model-does', 'What a mix model does, and does not do'),
      paragraph(
        `A mix model explains weekly sales with everything that might drive them: media spend by channel, price, promotions, seasonality, distribution, the weather if it matters. It estimates how much each channel contributes, how long its effect lasts and where its returns start to diminish. Because it works from aggregate data, it needs no cookies or user-level tracking, which is why interest has returned as privacy rules have tightened.`,
      ),
      paragraph(
        `It does not tell you which ad worked or what to do next week. It is a planning tool for budgets and channel mix over quarters, and it works best alongside attribution for day-to-day optimisation and incrementality tests to check both.`,
      ),
      heading('the-data-you-need', 'The data you need'),
      paragraph(
        `The minimum we look for is two years of weekly data, ideally three, with spend for every channel that takes a meaningful share of budget, the outcome you care about, and the things other than media that move it. A usable input file looks something like this:`,
      ),
      code(
        `week_start,revenue,orders,meta_spend,google_search_spend,youtube_spend,tiktok_spend,tv_spend,avg_price,promo_flag,competitor_index
2023-01-02,412300,5120,38200,51400,12000,8400,0,79.90,0,1.02
2023-01-09,398750,4985,36900,50100,12000,8100,0,79.90,0,1.04
2023-01-16,455120,5690,41800,53300,14500,9200,0,74.90,1,1.01`,
      ),
      paragraph(
        `Most of the effort goes into that file. Spend has to be taken from invoices or platform exports, not from plans; promotions have to be dated precisely; and any change in how revenue was recorded has to be found and adjusted for. At the DTC home-fragrance brand described below, assembling and cleaning two and a half years of data took five weeks. Fitting the model took three days.`,
      ),
      heading('three-pitfalls', 'Three pitfalls'),
      orderedList([
        `<strong>Channels that always move together.</strong> If every campaign burst lifts Meta and YouTube spend at the same time, the model cannot separate their effects. The fix is deliberate variation: planned periods where one channel moves and the others do not.`,
        `<strong>Too little data for too many channels.</strong> With 104 weekly observations, a model with fifteen channels and a dozen control variables will fit anything. Group small channels together and keep the model honest.`,
        `<strong>An uncalibrated model.</strong> Without priors informed by real experiments, a model can give plausible-looking but wrong credit. We calibrate every model with the results of lift tests; see our ${postLink('incrementality-report-40-holdout-tests', 'incrementality report')} for the kind of evidence that anchors it.`,
      ]),
      figure(
        'mmm-without-data-science',
        'Soft cyan waves layered across a dark background, overlapping like several signals added together',
        'A mix model separates the overlapping waves of each channel, season and promotion in weekly sales.',
      ),
      heading('an-example', 'An example'),
      paragraph(
        `The home-fragrance brand spent about £3.8M a year on media across six channels. Its attribution reports favoured search and retargeting; the mix model, calibrated with two geographic tests, found that TikTok and YouTube were both well below the point of diminishing returns while brand search was far beyond it. Moving 15% of the budget over two quarters lifted modelled revenue by an estimated 8% at the same spend, and the following quarter's results were within the model's forecast range. That was one brand with a clear imbalance to correct; a well-balanced budget may show much smaller gains, and the model's estimates carry real uncertainty.`,
      ),
      heading('who-runs-it', 'Who runs it'),
      paragraph(
        `You do not need a data science team, but you do need someone who owns the data pipeline and someone senior enough to act on the results. Our analytics team builds and calibrates the model, then hands over a quarterly routine the client's own analysts can run, with Insight Layer keeping the inputs clean between runs. ${contactLink('article', 'marketing-mix-modelling-without-a-data-science-team', 'Talk to a strategist')} about whether your data is ready for a first model.`,
      ),
    ),
    categories: ['analytics', 'articles'],
    tags: ['mmm', 'incrementality', 'attribution', 'budget-planning'],
    author: 'maya-okafor',
    image: {
      slug: 'mmm-without-data-science',
      alt: 'Soft cyan waves layered across a dark background, overlapping like several signals added together',
      art: { kind: 'waves', accent: '#0891b2' },
    },
  },
  {
    id: 112,
    slug: 'in-house-agency-or-hybrid-team-design',
    date: '2026-02-17T10:00:00',
    title: 'In-house, agency or hybrid? Team design for the next three years',
    excerpt: excerpt(
      `The in-house versus agency debate asks the wrong question. The useful one is which capabilities you must own, which you should rent and which you should automate, and in what order.`,
    ),
    content: body(
      paragraph(
        `Every few years the pendulum swings. Brands bring media buying in-house to cut fees and gain control, discover how hard it is to hire and keep specialists, and move some of it back out. The debate is usually framed as a choice between two models. In practice, every marketing organisation we work with is already a hybrid; the question is whether the split was designed or merely happened.`,
      ),
      heading('own-rent-automate', 'Own, rent, automate'),
      paragraph(
        `We ask marketing leaders to sort every capability in their team into three groups.`,
      ),
      list([
        `<strong>Own</strong> what defines your advantage and needs deep context: marketing strategy, brand, the customer and first-party data, commercial judgement about budgets, and the relationships with finance and sales. These should never sit only with a supplier.`,
        `<strong>Rent</strong> what needs scale, breadth or specialist depth you cannot keep busy full-time: programmatic and paid social execution across many markets, production peaks, a new country, a specialist discipline such as marketing mix modelling.`,
        `<strong>Automate</strong> what is repetitive and checkable: reporting, campaign quality checks, pacing, asset resizing and first drafts of routine copy.`,
      ]),
      paragraph(
        `The third group is the one that has changed most since our clients last redesigned their teams. Work that justified a junior hire three years ago can now be done by software with a person reviewing it, which changes both the size of the team you need and the skills that team should have.`,
      ),
      heading('what-to-hire-for', 'What to hire for'),
      paragraph(
        `The hiring market for marketing talent remains tight at the senior end and for anyone who combines analytical and commercial skills. The roles our clients find hardest to fill are marketing analysts who can talk to finance, marketing operations leads who can own a martech stack, and creative strategists who can brief both people and AI tools. Channel specialists are easier to find and easier to rent.`,
      ),
      paragraph(
        `That argues for an in-house core built around judgement and integration rather than execution: fewer people pressing buttons in ad platforms, more people deciding what the buttons should do and checking whether they did it.`,
      ),
      figure(
        'team-design-hybrid',
        'An amber grid on a dark background with a solid block of squares on one side and scattered lit squares on the other',
        'A designed hybrid: a dense in-house core, with rented and automated capabilities arranged around it.',
      ),
      heading('an-example', 'An example'),
      paragraph(
        `A consumer electronics brand with a 14-person marketing team and three agencies asked us to help it decide what to bring in-house. After mapping each capability, it kept strategy, brand, CRM and analytics in-house, hired a marketing operations lead and a second analyst, moved paid media from three agencies to one partner working inside its own accounts, and automated most reporting. Headcount stayed at 14; agency fees fell by 22% and, by the team's own estimate, the time spent on reporting fell from two days a week to half a day. Another organisation, with different skills and suppliers, would land somewhere else.`,
      ),
      heading('the-transition', 'The transition is where it goes wrong'),
      paragraph(
        `Most of the damage in a team redesign happens in the handover. Accounts are moved before the new team has learned them, historical data stays with the old supplier, and six months of learning in the ad platforms is lost. We recommend a staged transition over two quarters: shadowing first, then shared running, then handover, with access, naming conventions and data ownership settled in the first week. Contracts should say that accounts, data and creative belong to the brand from day one.`,
      ),
      heading('a-three-year-view', 'A three-year view'),
      paragraph(
        `Design for where the work is going, not where it is. Over the next three years we expect the in-house core to grow in analytics, operations and creative direction, and shrink in manual execution. Partners will be chosen more for specialist depth and systems, less for headcount. Getting that shape right is as much a leadership question as an operational one, and it is a central part of our <a href="/services/cmo-team-training">CMO &amp; Team Training</a> and <a href="/services/executive-growth-advisory">Executive Growth Advisory</a> work. ${contactLink('article', 'in-house-agency-or-hybrid-team-design', 'Talk to a strategist')} about the shape of your team.`,
      ),
    ),
    categories: ['leadership', 'articles'],
    tags: ['team-design', 'cmo'],
    author: 'tom-whitcombe',
    image: {
      slug: 'team-design-hybrid',
      alt: 'An amber grid on a dark background with a solid block of squares on one side and scattered lit squares on the other',
      art: {
        kind: 'grid',
        filled: [
          0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 32, 33, 40, 41, 42, 43, 7, 19, 26, 38,
          45,
        ],
        accent: '#f59e0b',
      },
    },
  },
  {
    id: 113,
    slug: 'ai-search-being-the-source-not-the-snippet',
    date: '2026-03-24T09:00:00',
    title: 'AI search &amp; answer engine visibility: be the source, not the snippet',
    excerpt: excerpt(
      `When buyers ask an assistant for a shortlist, the answer draws on a handful of sources. How B2B brands become one of them, and how to measure whether it is working.`,
    ),
    content: body(
      paragraph(
        `A growing share of B2B research now starts with a question typed into ChatGPT, Perplexity or a search engine that answers with an AI Overview instead of ten blue links. The buyer asks for "the best payroll software for a 200-person company in the UK" and gets a paragraph with four names in it. If yours is not one of them, the click that search engine optimisation used to win never happens.`,
      ),
      heading('what-changed', 'What changed'),
      paragraph(
        `Classic search ranked pages; answer engines synthesise them. The model behind the answer reads widely, but it cites and repeats a small number of sources that are specific, consistent and easy to quote. Being on page one is still useful, because many assistants retrieve from search results, but it is no longer enough. What matters is whether your facts are the ones the model trusts when it writes the answer.`,
      ),
      heading('what-gets-cited', 'What gets cited'),
      paragraph(
        `Across the prompts we track for clients, the sources that appear in answers share a few traits:`,
      ),
      list([
        `<strong>Original data.</strong> Benchmarks, survey results and pricing that cannot be found elsewhere are quoted far more often than opinion.`,
        `<strong>Clear comparisons.</strong> Honest comparison pages that state who a product is and is not for, with specifics, are used to build shortlists.`,
        `<strong>Consistent facts.</strong> The same company description, pricing model and customer numbers on your site, review platforms, directories and press coverage.`,
        `<strong>Plain structure.</strong> Pages a machine can parse: descriptive headings, short definitions near the top, lists and tables where the content is a list or a table.`,
      ]),
      heading('an-example', 'An example'),
      paragraph(
        `A London-based HR software company asked us why competitors with weaker products appeared in assistant answers and it did not. We tracked 40 buyer prompts across three assistants and found it named in 3 of them. Its site described the product in four different ways, its pricing was hidden behind a form, and third-party review profiles were two years out of date.`,
      ),
      paragraph(
        `Over five months we rewrote the core product pages around one consistent description, published pricing bands, refreshed review and directory profiles, and released an original salary benchmark built from anonymised customer data. By the end, the company appeared in 14 of the 40 prompts and referral visits from AI assistants had grown from almost none to about 6% of organic sessions, with a higher demo request rate than organic search. That is one company's result in a fast-moving area; assistants change their behaviour often, and nobody can guarantee a place in their answers.`,
      ),
      figure(
        'ai-search-answer-engines',
        'Four violet rings radiating from a central point on a dark background, like a signal being picked up',
        'Share of tracked buyer prompts in which the brand was named, month by month.',
      ),
      heading('how-to-measure-it', 'How to measure it'),
      paragraph(
        `There is no search console for answer engines yet, so measurement is manual but simple. Keep a fixed list of the prompts your buyers would use, run them monthly in each assistant that matters in your market, and record whether you are named, cited or linked. We keep the log in a plain sheet:`,
      ),
      code(
        `prompt_id | prompt                                            | assistant   | month   | named | cited | linked | competitors named
P07       | best payroll software for a 200-person UK company | assistant-a | 2026-01 | no    | no    | no     | 4
P07       | best payroll software for a 200-person UK company | assistant-a | 2026-02 | yes   | yes   | no     | 3`,
      ),
      paragraph(
        `Alongside it, segment referral traffic from AI assistants in your analytics and watch what those visitors do. In our clients' data they arrive later in their research and convert better than the average organic visitor.`,
      ),
      heading('where-to-start', 'Where to start'),
      paragraph(
        `Start with consistency, because it is cheap and it compounds: one description of what you do, one set of numbers, everywhere. Then publish something only you can publish. Our <a href="/services/growth-marketing">growth marketing</a> team runs answer engine audits for B2B brands; ${contactLink('article', 'ai-search-being-the-source-not-the-snippet', 'talk to a strategist')} about yours.`,
      ),
    ),
    categories: ['ai', 'articles'],
    tags: ['ai-search', 'b2b'],
    author: 'daniel-reyes',
    image: {
      slug: 'ai-search-answer-engines',
      alt: 'Four violet rings radiating from a central point on a dark background, like a signal being picked up',
      art: { kind: 'rings', count: 4, accent: '#8b5cf6' },
    },
  },
  {
    id: 114,
    slug: 'cmo-agenda-2026',
    date: '2026-04-28T08:30:00',
    title: 'The CMO Agenda 2026: where 120 marketing leaders will put their money',
    excerpt: excerpt(
      `What 120 marketing leaders in the UK, the US, Turkey and the Gulf plan to fund this year, what they are cutting, and the conversation with the CFO that almost all of them expect to have.`,
    ),
    content: body(
      paragraph(
        `Each year we ask the marketing leaders we work with, and many we do not, the same questions: what they will fund, what they will cut and what worries them. This year's answers describe a profession under pressure to prove its return, moving money from activity it cannot measure to activity it can, and rethinking who does the work.`,
      ),
      heading('methodology', 'Methodology'),
      paragraph(
        `Between 6 October and 12 December 2025 we held structured 45-minute interviews with 120 chief marketing officers, VPs of marketing and heads of growth: 46 in the UK, 38 in the US, 21 in Turkey and 15 in the Gulf states. Their organisations' annual marketing budgets ranged from $3M to $250M, with a median of $18M; 55% sold mainly to consumers. Each interview followed the same question guide. Two analysts coded the answers independently and resolved differences together. The sample is drawn from our own network and is not representative of all marketing leaders; it over-represents digitally mature, growth-focused businesses.`,
      ),
      heading('key-findings', 'Key findings'),
      list([
        `<strong>64%</strong> expect their 2026 budget to be flat or lower in real terms; 23% expect an increase of more than 10%.`,
        `<strong>71%</strong> will move budget towards measurement and first-party data, the most common planned increase for the second year running.`,
        `<strong>68%</strong> name alignment with the CFO on marketing's return as a top-three concern, up from 49% a year earlier.`,
        `<strong>58%</strong> plan to reduce the number of agencies they work with; 44% plan to bring at least part of creative production in-house.`,
        `<strong>37%</strong> have merged or plan to merge their brand and performance teams under one leader.`,
        `Only <strong>26%</strong> describe their AI programme as "delivering measurable value", although 81% are running one.`,
      ]),
      figure(
        'cmo-agenda-2026',
        'Red bars of descending height on a dark background, ranked from tallest on the left to shortest on the right',
        'Planned budget increases for 2026: share of the 120 leaders naming each area among their top three.',
      ),
      heading('what-they-will-fund', 'What they will fund'),
      paragraph(
        `Asked to name the three areas that will get more money in 2026, leaders answered:`,
      ),
      orderedList([
        `Measurement, attribution and first-party data: 71%`,
        `Creative production and testing: 52%`,
        `CRM, retention and lifecycle programmes: 47%`,
        `AI tools and the training to use them: 41%`,
        `Online video and connected TV: 33%`,
        `Search, including visibility in AI assistants: 29%`,
      ]),
      heading('what-they-will-cut', 'What they will cut'),
      paragraph(
        `Cuts were described more reluctantly, but a pattern emerged. Sponsorships and events without a clear pipeline link were named most often (43%), followed by retargeting and affiliate spend that leaders suspect is claiming sales it did not cause (31%), and agency retainers for work now automated or done in-house (28%). Several leaders said the cuts were not about saving money but about freeing budget for the areas above without asking for more.`,
      ),
      heading('the-cfo-conversation', 'The conversation with the CFO'),
      paragraph(
        `The sharpest change from last year is the weight leaders put on their relationship with finance. In interviews, the CMOs most confident about their budgets had three things in common: they reported in finance's terms, especially payback and contribution margin; they had agreed one measurement approach with finance in advance; and they brought experiments, not opinions, to budget reviews. One UK retail CMO described her approach as "pre-agreeing how we will be judged". We wrote about the practical side of this in ${postLink('show-me-the-payback-period', 'how to talk to the finance team')}.`,
      ),
      heading('regional-differences', 'Regional differences'),
      paragraph(
        `The picture varied more by region than we expected. UK leaders were the most cautious about budgets, with 72% expecting flat or lower spending, and the most focused on the relationship with finance. US leaders were the most likely to expect growth and to be investing in connected TV and creator partnerships. Leaders in Turkey, many of them running brands that sell across Europe and the Middle East, put international expansion and localisation at the top of their agenda, while Gulf respondents were investing heavily in brand building and in hiring senior marketing talent locally. Across every region, measurement ranked in the top two priorities.`,
      ),
      heading('teams-and-partners', 'Teams and partners'),
      paragraph(
        `The move to fewer agencies is less about cost than about accountability. Leaders want fewer partners, each owning an outcome rather than a channel, working in the brand's own accounts and data. At the same time, 44% are building in-house creative capacity, often around AI-assisted production, while keeping specialist partners for strategy, new markets and peak volumes. We explored how to design that split in ${postLink('in-house-agency-or-hybrid-team-design', 'in-house, agency or hybrid?')}.`,
      ),
      heading('what-it-means', 'What it means for your plan'),
      list([
        `If you have not agreed a measurement approach with finance, do that before the budget round, not during it.`,
        `Fund measurement before you fund more media: the leaders who did so last year were the most likely to win increases this year.`,
        `Review your partner roster by outcome, not by channel, and make sure your accounts and data belong to you.`,
        `Give your AI programme an owner and a measure, or expect it to join the 74% that cannot show value.`,
      ]),
      paragraph(
        `Our <a href="/services/executive-growth-advisory">executive growth advisory</a> partners work with CMOs on exactly these decisions. ${contactLink('report', 'cmo-agenda-2026', 'Discuss the findings with us')}, or explore how <a href="/growth-os">Growth OS</a> connects measurement, media and creative.`,
      ),
      paragraph(
        `<em>Interview findings describe this sample of 120 leaders and are not a forecast of the wider market.</em>`,
      ),
    ),
    categories: ['leadership', 'reports'],
    tags: ['survey', 'cmo', 'cfo'],
    author: 'tom-whitcombe',
    image: {
      slug: 'cmo-agenda-2026',
      alt: 'Red bars of descending height on a dark background, ranked from tallest on the left to shortest on the right',
      art: { kind: 'bars', values: [71, 52, 47, 41, 33, 29], accent: '#dc2626' },
    },
  },
  {
    id: 115,
    slug: 'a-90-day-plan-for-a-new-head-of-growth',
    date: '2026-06-02T09:00:00',
    title: 'A 90-day plan for a new head of growth',
    excerpt: excerpt(
      `The first quarter in a growth role shapes the next two years. A plan for those three months: what to learn, what to fix, which quick wins are worth taking and which to leave alone.`,
    ),
    content: body(
      paragraph(
        `A new head of growth is hired to change something, and is usually expected to show it within a quarter. The temptation is to start changing things in week one. The leaders we have seen succeed do the opposite: they spend the first month learning, the second fixing foundations and choosing bets, and the third shipping and reporting. What follows is the plan we give the growth leaders we coach, adapted from dozens of first quarters.`,
      ),
      heading('days-1-30', 'Days 1–30: learn before you touch anything'),
      list([
        `Meet everyone who touches revenue: sales, finance, product, customer service, the agencies. Ask each what growth would look like and what gets in its way.`,
        `Audit the numbers. Reconcile marketing's conversions with finance's revenue; find out how CAC, payback and retention are calculated, and whether anyone agrees.`,
        `Listen to customers: ten calls, ideally with recent buyers and people who chose a competitor.`,
        `Map the funnel end to end, with volumes and conversion rates at each step, and find the largest leak.`,
        `Review the last twelve months of experiments, if there were any, and what was done with the results.`,
      ]),
      heading('days-31-60', 'Days 31–60: fix the foundations and choose your bets'),
      paragraph(
        `By now you will know which numbers can be trusted. Fix the ones that cannot before building anything on them: tracking gaps, inconsistent definitions, a CRM that loses the source of half its leads. This work is unglamorous and it is the single best predictor of whether the next two years go well.`,
      ),
      paragraph(
        `Then choose no more than three bets for the next two quarters. Each should address one of the leaks you found, have a named owner, a measure of success and a date by which you will decide whether to continue. Write them on one page and agree them with your CEO and CFO.`,
      ),
      heading('days-61-90', 'Days 61–90: ship, measure, report'),
      list([
        `Launch the first experiment of each bet, sized so that the traffic you have can detect the effect you need.`,
        `Set up a monthly growth review with finance in the room, using the numbers you reconciled in month one.`,
        `Present a 90-day report: what you found, what you fixed, what you are testing and what you will decide by when.`,
      ]),
      heading('quick-wins', 'Quick wins worth taking, and some to avoid'),
      paragraph(
        `Quick wins buy credibility, and some are real. Worth taking: fixing broken tracking, pausing spend that is plainly wasted (brand search with no competitors bidding is a frequent example), repairing the slowest page in the checkout, and answering leads faster. Worth avoiding: a rebrand, a new tool bought before the process it serves exists, and any reorganisation of the team before you know what work it needs to do.`,
      ),
      quote(
        `Nobody remembers what you changed in your first month. Everybody remembers what broke.`,
        'Tom Whitcombe, Partner, Executive Growth Advisory',
      ),
      heading('one-page-plan', 'The one-page plan'),
      paragraph(`We ask new leaders to keep a single page up to date throughout the quarter:`),
      code(
        `90-DAY PLAN: Head of Growth                  Updated: every Friday

1. What I learned       the three biggest leaks, with numbers
2. What I fixed         tracking, definitions, data: done / in progress
3. My three bets        owner | measure | decision date
4. Quick wins shipped   what, and the measured effect
5. Risks                what could stop the bets, and who can help
6. Asks                 decisions I need from the CEO and CFO`,
      ),
      paragraph(
        `The page is the agenda for every meeting with your CEO, and by day 90 it is the story of your first quarter. Our <a href="/services/executive-growth-advisory">executive growth advisory</a> partners coach growth leaders through exactly this period, one or two days a week. ${contactLink('article', 'a-90-day-plan-for-a-new-head-of-growth', 'Talk to a strategist')} if you are about to start, or are about to hire someone who is.`,
      ),
    ),
    categories: ['playbooks', 'articles'],
    tags: ['cmo', 'budget-planning'],
    author: 'tom-whitcombe',
    image: null,
  },
  {
    id: 116,
    slug: 'user-acquisition-for-subscription-apps',
    date: '2026-07-07T09:45:00',
    title: 'User acquisition for subscription apps: why CPI is the wrong number',
    excerpt: excerpt(
      `Cheap installs are easy to buy and easy to regret. For a subscription app, the number that matters is the cost of a paying subscriber who is still there a month later. How to optimise for it.`,
    ),
    content: body(
      paragraph(
        `Ask most app marketers how their paid acquisition is going and they will quote a cost per install. It is the number every ad network reports first, it responds quickly to optimisation, and for a subscription app it is close to meaningless. An install costs money and earns nothing. What earns money is a subscriber who finishes onboarding, starts a trial, pays and stays, and the audiences that install cheaply are rarely the ones that do all four.`,
      ),
      heading('the-funnel-that-matters', 'The funnel that matters'),
      paragraph(
        `For a subscription app, we plan and report acquisition against five steps, each with its own conversion rate and each capable of hiding a problem the others do not show:`,
      ),
      orderedList([
        `Install`,
        `Onboarding completed, which for most apps means the first moment of real value`,
        `Trial started`,
        `First payment`,
        `Still subscribed at day 30, or at the second renewal for annual plans`,
      ]),
      paragraph(
        `The number we optimise to is the cost per subscriber retained at day 30. It is slower to read than CPI and harder to feed back to the networks, but it is the one that pays the bills.`,
      ),
      heading('teaching-the-algorithms', 'Teaching the algorithms what a good user is'),
      paragraph(
        `Ad networks optimise towards whatever event you send them. Send installs and they will find people who install; send trial starts and they will find people who start trials. On iOS, where privacy rules limit the data that comes back, that means designing the conversion value schema carefully so that the few bits available describe the events that predict payment, within the first days after install:`,
      ),
      code(
        `conversion values (first 48 hours after install)
 0  installed, no onboarding
 1  onboarding completed
 2  onboarding completed + lesson 1 finished
 4  trial started
 8  trial started + 3 sessions
16  paid (weekly or monthly plan)
32  paid (annual plan)
coarse value: low = 0-1, medium = 2-8, high = 16+`,
      ),
      paragraph(
        `On Android and in the web-to-app flows many subscription apps now use, the same principle applies with fewer restrictions: send the deepest event that happens early enough, in enough volume, for the network to learn from it.`,
      ),
      heading('an-example', 'An example'),
      paragraph(
        `A language-learning app built in Istanbul and sold worldwide came to us spending most of its budget on campaigns optimised for installs, with a CPI it was proud of and a payback period it could not explain. We moved its main campaigns to optimise for trial starts, rebuilt the conversion value schema as above, and cut two networks whose users almost never paid.`,
      ),
      paragraph(
        `CPI rose by 40%. Cost per paying subscriber fell by 28%, and the share of subscribers still paying at day 30 rose from 61% to 68%, so payback shortened from nine months to about six. The team had to get used to a worse headline number for a better business. These are one app's results; a different category, price point or market will respond differently, and we do not guarantee any particular outcome.`,
      ),
      figure(
        'subscription-app-ua',
        'A green line that dips and then climbs steadily across a dark chart',
        'Cost per retained subscriber fell while cost per install rose: the line shows subscribers retained at day 30 per $10,000 of spend.',
      ),
      heading('onboarding-is-acquisition', 'Onboarding is part of acquisition'),
      paragraph(
        `The cheapest improvement in most subscription funnels is not in the ad account at all. Onboarding that reaches the first moment of value in under two minutes, a paywall shown after that moment rather than before it, and a trial reminder that does not feel like a trap can each move the cost per subscriber as much as a month of media optimisation. We treat onboarding and paywall tests as part of the acquisition plan, with the same weekly review as the campaigns.`,
      ),
      paragraph(
        `Our <a href="/services/user-acquisition">user acquisition</a> service typically has initial optimisations running within two to four weeks. ${contactLink('article', 'user-acquisition-for-subscription-apps', 'Talk to a strategist')} about what your installs are really costing.`,
      ),
    ),
    categories: ['growth', 'articles'],
    tags: ['user-acquisition', 'retention-ltv', 'cro-landing-pages'],
    author: 'daniel-reyes',
    image: {
      slug: 'subscription-app-ua',
      alt: 'A green line that dips and then climbs steadily across a dark chart',
      art: { kind: 'line', values: [40, 34, 38, 47, 55, 61, 66, 70], accent: '#10b981' },
    },
  },
  {
    id: 117,
    slug: 'retention-economics-report-2026',
    date: '2026-08-11T09:00:00',
    title: 'Retention Economics 2026: repeat purchase, churn &amp; lifetime value in DTC',
    excerpt: excerpt(
      `Repeat purchase, churn and lifetime value across 37 DTC brands: how quickly second orders come, which categories keep customers, and what retention is worth in paid media terms.`,
    ),
    content: body(
      paragraph(
        `Paid media teams are usually judged on the first order. The business is judged on the ones that follow. This report measures the gap between the two across 37 direct-to-consumer brands, and translates what we found into the number media teams care about most: how much they can afford to pay for a new customer.`,
      ),
      heading('methodology', 'Methodology'),
      paragraph(
        `Thirty-seven DTC clients agreed to share anonymised order data for this study: 4.2M orders from 1.6M customers whose first order fell between January 2023 and June 2025, giving every customer at least twelve months of history. The brands sell in the UK, the EU, the US and Turkey, in nine categories, with median annual online revenue of $24M. Repeat rate is the share of customers placing a second order within twelve months. Lifetime value (LTV) is net revenue after discounts and returns over twelve months, before cost of goods, shown as a multiple of the first order's net value. Subscription brands are reported separately. Acquisition channel is taken from each brand's own first-touch records, which are imperfect; treat channel comparisons as indicative.`,
      ),
      heading('key-findings', 'Key findings'),
      list([
        `The median twelve-month repeat rate was <strong>27%</strong>; the top quartile of brands exceeded 41%, the bottom quartile was below 18%.`,
        `<strong>61%</strong> of all second orders came within 60 days of the first. A customer who had not returned by day 90 had only a 9% chance of returning within the year.`,
        `Subscription-led brands reached a twelve-month LTV of <strong>2.6 times</strong> the first order, against 1.5 times for non-subscription brands.`,
        `First-order discounts above 20% were associated with a repeat rate <strong>9 points lower</strong> than for customers acquired at full price or with small discounts.`,
        `Customers acquired through search repeated at <strong>31%</strong>, against 22% for customers acquired through paid social and 19% through affiliates.`,
      ]),
      figure(
        'retention-economics-2026',
        'A rose-coloured line rising steeply at first and then levelling off across a dark chart',
        'Cumulative share of customers who have placed a second order, by days since their first: most of the curve is drawn in the first 60 days.',
      ),
      heading('by-category', 'Repeat rate and LTV by category'),
      list([
        `Pet food and supplies: repeat rate 46%, twelve-month LTV 3.1 times the first order`,
        `Coffee and food: 39%, 2.4 times`,
        `Beauty and skincare: 33%, 1.9 times`,
        `Health supplements: 31%, 2.2 times`,
        `Fashion and apparel: 26%, 1.6 times`,
        `Sportswear and fitness: 22%, 1.4 times`,
        `Home and fragrance: 19%, 1.3 times`,
        `Consumer electronics and accessories: 12%, 1.2 times`,
        `Furniture: 7%, 1.1 times`,
      ]),
      heading('the-first-60-days', 'The first 60 days decide most of it'),
      paragraph(
        `The most useful finding for planning is how early retention is decided. Because most second orders come within two months, the lifecycle programme that matters most is the one that runs in those weeks: a post-purchase sequence that helps the customer use the product, a replenishment reminder timed to actual usage, and a second-order offer that does not train customers to wait for discounts. Brands in the top quartile for repeat rate sent a median of five lifecycle messages in the first 60 days; brands in the bottom quartile sent two, and most of those were promotions.`,
      ),
      heading('subscriptions', 'Subscriptions change the curve, not the rule'),
      paragraph(
        `The nine subscription-led brands in the sample behaved differently in the first months and similarly afterwards. Their churn was concentrated at the first and second renewals: a median of 34% of subscribers cancelled before their second box or delivery, and 19% of the remainder before the third. After that, monthly churn settled at around 6%. Brands that let subscribers pause, skip or change frequency easily had a median first-renewal churn 8 points lower than those that only offered cancellation. The rule holds for subscriptions as for single orders: the first weeks decide most of the value, and the experience in those weeks matters more than the offer that won the customer.`,
      ),
      heading('what-retention-is-worth', 'What retention is worth in media terms'),
      paragraph(
        `Retention changes what you can pay for a customer. For a brand with a first-order value of $60, a 60% gross margin and a target of breaking even on contribution within twelve months, the allowable cost of acquisition rises from about $54 at a 1.5 times LTV multiple to about $94 at 2.6 times. That is the difference between losing and winning auctions on the most competitive audiences. It is also why we ask media teams to optimise towards customers likely to repeat, using search and first-party audiences, rather than towards the cheapest first order.`,
      ),
      paragraph(
        `Improving retention is therefore not only a CRM project. It is one of the largest levers on paid media efficiency, and it belongs in the same plan. Our ${postLink('user-acquisition-for-subscription-apps', 'piece on subscription apps')} shows the same logic applied to app funnels.`,
      ),
      heading('what-we-recommend', 'What we recommend'),
      orderedList([
        `Measure repeat rate by acquisition channel and offer, not only overall, and share it with the media team monthly.`,
        `Design the first 60 days as a programme, with the product experience first and discounts last.`,
        `Cap first-order discounts, or test the cap, before raising acquisition budgets.`,
        `Set allowable acquisition costs from twelve-month contribution, and revisit them each quarter.`,
      ]),
      paragraph(
        `${contactLink('report', 'retention-economics-report-2026', 'Compare your retention with the benchmarks')} in a working session with our analysts, or see how our <a href="/services/growth-marketing">growth marketing</a> team connects acquisition and lifecycle work.`,
      ),
      paragraph(
        `<em>Figures are medians from a sample of our clients and are illustrative. They are not a forecast for any brand, and improvements in retention depend on product, category and execution.</em>`,
      ),
    ),
    categories: ['growth', 'reports'],
    tags: ['retention-ltv', 'dtc', 'benchmarks'],
    author: 'maya-okafor',
    image: {
      slug: 'retention-economics-2026',
      alt: 'A rose-coloured line rising steeply at first and then levelling off across a dark chart',
      art: { kind: 'line', values: [0, 31, 48, 61, 68, 72, 75, 77], accent: '#f43f5e' },
    },
  },
  {
    id: 118,
    slug: 'generative-ai-in-the-creative-studio',
    date: '2026-09-15T10:15:00',
    title: 'Generative AI in the creative studio: what we still keep human',
    excerpt: excerpt(
      `Generative tools now make most of our variants, backgrounds and first drafts. Concepts, casting, claims and the final edit stay with people. What a year of AI-assisted production changed in our Istanbul studio.`,
    ),
    content: body(
      paragraph(
        `Eighteen months ago our creative studio in Istanbul produced about six finished variants for each concept a client approved. Today it produces around forty, in a third of the time, with the same number of people. Generative AI made that possible. It did not do it alone, and the parts it does not do are the reason the work still performs.`,
      ),
      heading('what-ai-does-now', 'What generative tools do in our studio now'),
      list([
        `<strong>Variants.</strong> Resizing and re-composing an approved ad for every placement and aspect ratio, and producing alternative backgrounds, colourways and openings for testing.`,
        `<strong>Localisation.</strong> First drafts of copy in the twelve languages we produce most often, reviewed and corrected by native-speaking writers.`,
        `<strong>Pre-production.</strong> Storyboards, mood boards and animatics that let a client approve a concept before a single day of shooting is booked.`,
        `<strong>Voice-over drafts.</strong> Synthetic guide tracks for timing and edit decisions, replaced by a human voice for anything that runs.`,
      ]),
      paragraph(
        `Together these changes took the time from brief to first live test from nine working days to three. That is our studio's median across the last year of client work; a brand with long approval chains or heavy regulation will see less of the gain.`,
      ),
      customHtml(
        `<figure class="wp-block-image size-large"><img width="1024" height="576" src="/sample-media/generative-studio-variants-1024x576.webp" alt="Magenta waves sweeping across a dark background in overlapping layers" onerror="this.onerror=null;this.src='/sample-media/generative-studio-variants-768x432.webp'"/><figcaption class="wp-element-caption">One approved concept, many variants: the layers each placement and market needs.</figcaption></figure>`,
      ),
      heading('what-stays-human', 'What stays human'),
      paragraph(
        `We keep five things firmly with people, and have written them into every client contract that includes AI-assisted production.`,
      ),
      orderedList([
        `<strong>The concept.</strong> The idea that makes an ad worth watching still comes from a person who understands the brand, the customer and the moment. Generated concepts tend towards the average of everything the model has seen, which is exactly what an ad should not be.`,
        `<strong>Taste and the final edit.</strong> A person decides what runs. The tools make options cheap; choosing well among them is the skill.`,
        `<strong>Real people.</strong> We do not generate the likeness of real people, and we cast real people for any role where the audience would reasonably assume they are real customers.`,
        `<strong>Claims.</strong> Anything that states what a product does, costs or contains is written and checked by people against the client's approved claims.`,
        `<strong>Rights.</strong> Every generated asset is logged with the tool and inputs used, and only tools whose licence terms our clients have approved are used for work that runs.`,
      ]),
      quote(
        `The machine gives us forty options. Our job is still to know which one is true to the brand.`,
        'Selin Aydın, Creative Director, AI Lab',
      ),
      heading('how-the-work-flows', 'How the work flows'),
      paragraph(
        `Our production process now runs in five steps: a human concept and script; approval on a generated animatic; a shoot or design phase for the core assets; generated variants for each placement, market and test; and a human edit that decides what goes live. Creative Engine then tests the variants in market, and the results feed the next brief, so that what we learn about hooks and formats shapes the concepts rather than only the variants.`,
      ),
      paragraph(
        `The shift has changed the studio's skills more than its size. We hired fewer production artists last year and more creative technologists, people who can build a reliable generation workflow, and we trained every designer in the tools. The craft skills did not become less important; they became the bottleneck.`,
      ),
      heading('what-it-means-for-brands', 'What it means for brands'),
      paragraph(
        `For a brand, the practical change is that creative testing is no longer limited by production. A test plan that needed four shoots now needs one. That makes the quality of the testing plan, and of the concept at its centre, more decisive than ever, which is the subject of our piece on ${postLink('creative-fatigue-is-a-measurement-problem', 'creative fatigue as a measurement problem')}.`,
      ),
      paragraph(
        `See our <a href="/studio/creative">creative studio</a> and <a href="/services/creative-production">creative production</a> service, where concepts arrive within one to two weeks and variants in 48 to 72 hours. ${contactLink('article', 'generative-ai-in-the-creative-studio', 'Talk to a strategist')} about what your creative pipeline could look like.`,
      ),
    ),
    categories: ['creative', 'articles'],
    tags: ['generative-ai', 'creative-testing'],
    author: 'selin-aydin',
    image: {
      slug: 'generative-studio-variants',
      alt: 'Magenta waves sweeping across a dark background in overlapping layers',
      art: { kind: 'waves', accent: '#d946ef' },
    },
  },
  {
    id: 119,
    slug: 'martech-stack-vendor-selection',
    date: '2026-10-20T09:00:00',
    title: 'Choosing a martech stack: how we run vendor selection for clients',
    excerpt: excerpt(
      `Most martech regret starts with a demo. Our selection process starts with the decisions a tool must support, and ends with a paid pilot rather than a signature.`,
    ),
    content: body(
      paragraph(
        `Ask a marketing team why it bought the tool it now regrets and the answer is almost always some version of "the demo was impressive". Demos are designed to be impressive. They show the product at its best, with clean data, on the use cases the vendor chose. A selection process has to test the opposite: the product at its most ordinary, with your data, on the work your team does every day.`,
      ),
      paragraph(
        `We run selections for clients choosing analytics platforms, customer data platforms, marketing automation and creative tools. The process below has been refined over many of them, and it deliberately puts the demo late.`,
      ),
      heading('the-process', 'The process'),
      orderedList([
        `<strong>Write down the decisions.</strong> Before any vendor is named, list the decisions the tool must support and who makes them: "the CRM team decides weekly which customers get a win-back offer". Requirements follow from decisions; features do not.`,
        `<strong>Map the data.</strong> Draw where the data the tool needs comes from, how often, who owns it and where the tool's output must go. Half of all failed implementations we are asked to rescue failed here.`,
        `<strong>Long list to short list.</strong> Start with eight to ten candidates from analyst reports, peers and our own experience, and cut to three on must-haves: integrations, data residency, security, price range.`,
        `<strong>Scripted demos.</strong> Give each of the three the same script, built from your decisions and run on a sample of your own data. Score them against the same sheet, live, with the people who will use the tool.`,
        `<strong>Reference calls.</strong> Speak to two customers of each vendor, at least one of whom the vendor did not suggest, and ask what took longer than promised.`,
        `<strong>Paid pilot.</strong> Run the favourite on one real use case for four to eight weeks, with exit criteria agreed in writing before it starts.`,
        `<strong>Contract.</strong> Negotiate with the pilot's results in hand, including data export rights and a way out if the promised integrations do not arrive.`,
      ]),
      heading('scoring', 'Scoring'),
      paragraph(
        `We weight the criteria before the demos, so that a memorable presentation cannot move the weights afterwards. A typical sheet for a customer data platform selection looks like this:`,
      ),
      code(
        `criterion                         weight   vendor A   vendor B   vendor C
supports the decisions we listed    30%        4          3          5
data model and integrations         25%        3          5          4
ease of use for the CRM team        15%        4          4          3
security and data residency         10%        5          5          4
total cost over three years         10%        3          4          2
vendor viability and support        10%        4          3          4
weighted score (out of 5)                   3.75       3.95       3.95`,
      ),
      paragraph(
        `A tie on the sheet, as here, is a reason for a pilot, not for a coin toss. In this case the pilot showed that vendor C's strength on our decisions depended on a connector that was still in beta, and vendor B was chosen.`,
      ),
      figure(
        'martech-shortlist',
        'A slate-grey grid on a dark background with a few scattered squares lit, like candidates picked out from a longer list',
        'From a long list of ten to a short list of three, and a pilot of one.',
      ),
      heading('rfp-pitfalls', 'Where RFPs go wrong'),
      paragraph(
        `Formal requests for proposal have their place, especially where procurement rules require them, but they reward vendors who answer questionnaires well. Two hundred "does the product support X?" questions will be answered "yes" by every serious vendor. Ask instead how the product supports your decisions, on your data, and what a customer like you needed to make it work.`,
      ),
      paragraph(
        `For a US healthcare marketplace last year, the process took eleven weeks from the first workshop to a signed contract, including a six-week pilot. The client's previous platform selection had taken nine months and been replaced within two years. One example is not a promise; timelines depend on the category, your procurement rules and your data.`,
      ),
      paragraph(
        `Browse the platforms we work with in our <a href="/proof/tech-stack">tech stack</a>, see how <a href="/growth-os">Growth OS</a> modules plug into an existing stack, or ${contactLink('article', 'martech-stack-vendor-selection', 'talk to a strategist')} about your next selection.`,
      ),
    ),
    categories: ['playbooks', 'articles'],
    tags: ['martech', 'b2b'],
    author: 'maya-okafor',
    image: {
      slug: 'martech-shortlist',
      alt: 'A slate-grey grid on a dark background with a few scattered squares lit, like candidates picked out from a longer list',
      art: { kind: 'grid', filled: [3, 8, 11, 16, 22], accent: '#64748b' },
    },
  },
  {
    id: 120,
    slug: 'first-party-data-and-consent-mode-report-2026',
    date: '2026-11-17T08:30:00',
    title: 'First-Party Data &amp; Consent Mode: the 2026 measurement readiness report',
    excerpt: excerpt(
      `We audited the tagging of 52 brands' websites in Europe, the US and Turkey. A third still send no valid consent signals, and the median site loses almost a quarter of its orders from analytics.`,
    ),
    content: body(
      paragraph(
        `Two years after the advertising platforms began to require consent signals from European sites, and with privacy rules tightening in more US states, we wanted to know how ready brands really are to measure marketing on data they are allowed to use. We audited how 52 websites collect consent, fire tags and send conversions, then compared what their analytics recorded with what their own order systems said had happened.`,
      ),
      heading('methodology', 'Methodology'),
      paragraph(
        `Between June and September 2026 we audited 52 websites belonging to clients and to brands that asked us for a review: 31 in the UK and the EU, 13 in the US and 8 in Turkey, across retail, travel, financial services and B2B software. For each site we recorded every network request under three consent states (accepted all, rejected all, no choice made) using a clean browser profile, and reviewed the consent configuration by hand. For 29 sites whose owners gave us access, we compared conversions recorded in analytics and ad platforms with orders or leads in the back-end system over eight weeks. Findings on legal compliance are observations of technical behaviour, not legal advice.`,
      ),
      heading('key-findings', 'Key findings'),
      list([
        `<strong>33%</strong> of sites sent no valid consent signals to their advertising and analytics tags, or sent signals that did not match the visitor's choice.`,
        `<strong>40%</strong> fired at least one marketing tag before the visitor had made a choice, and 12% continued to fire marketing tags after a rejection.`,
        `On the 29 sites we could reconcile, analytics recorded a median of <strong>76%</strong> of back-end orders or leads; the lowest recorded 52%.`,
        `Sites sending conversions server-side with consent respected recorded a median of <strong>91%</strong>, against 71% for sites relying on browser tags alone.`,
        `Only <strong>23%</strong> of the brands had a written first-party data strategy that said what they collect, why, and how it feeds their marketing.`,
      ]),
      figure(
        'first-party-data-2026',
        'Blue bars of varying heights on a dark background, grouped in pairs with one bar of each pair clearly taller',
        'Share of back-end orders recorded in analytics: sites with server-side conversions against browser tags only.',
      ),
      heading('consent-implementation', 'Consent: where implementations break'),
      paragraph(
        `Most failures were not deliberate. The three most common were a consent platform installed but not connected to the tag manager, so tags ignored the visitor's choice; default consent states set after the first tags had already fired; and regional settings copied from one market to another where the rules differ. A correct default has to be set before anything else loads. In a Google tag setup it looks like this, with the values updated once the visitor chooses:`,
      ),
      code(
        `gtag('consent', 'default', {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500
});`,
      ),
      heading('the-measurement-gap', 'The measurement gap'),
      paragraph(
        `A quarter of conversions missing from analytics is not just a reporting problem. Advertising platforms bid on the conversions they can see; when a large, uneven share is missing, they learn from a distorted sample, usually one that over-represents visitors who accept cookies and browse on desktop. Budgets then drift towards the audiences that are easiest to measure rather than the ones that buy.`,
      ),
      paragraph(
        `Sending conversions from the server, with the visitor's consent respected and hashed first-party identifiers where the visitor has agreed, closed most of the gap on the sites that had done it. It does not recover conversions from visitors who refused consent, nor should it; modelled conversions in the platforms fill part of that space, and should be labelled as modelled in reporting.`,
      ),
      heading('by-region', 'Differences by region'),
      paragraph(
        `European sites were the most likely to have a consent platform in place and, surprisingly, not much more likely to have it working: 29% of the UK and EU sites still sent no valid signals. US sites more often had no consent mechanism at all outside the states whose laws require one, and relied most heavily on browser tags, with the largest measurement gaps in the sample. The eight Turkish sites were split: those selling into Europe had configurations as complete as the best EU sites, while those selling only at home had rarely addressed consent in their tagging, despite Turkey's own data protection law. Across regions, the sites with the smallest gaps were those where one person owned tagging and reconciled it monthly.`,
      ),
      heading('what-good-looks-like', 'What good looks like'),
      list([
        `Consent defaults set before any tag fires, in every market, and tested after every release.`,
        `Server-side conversions for purchases and qualified leads, deduplicated against browser events.`,
        `A monthly reconciliation of analytics against back-end orders, with the gap reported as a number.`,
        `A first-party data plan: what customers tell you, why, how it is stored and how it improves their experience.`,
      ]),
      heading('a-30-day-plan', 'A 30-day remediation plan'),
      orderedList([
        `Week 1: audit requests under the three consent states and list every tag that fires too early or ignores a rejection.`,
        `Week 2: fix the consent defaults and the connection between the consent platform and the tag manager.`,
        `Week 3: move purchase and lead conversions to server-side sending, with deduplication.`,
        `Week 4: start the monthly reconciliation, and agree the first-party data plan with legal and CRM.`,
      ]),
      paragraph(
        `Attribution Core and SignalOS, part of <a href="/growth-os">Growth OS</a>, are built on consented first-party data. ${contactLink('report', 'first-party-data-and-consent-mode-report-2026', 'Request a measurement audit')} of your own site, or read ${postLink('why-your-cfo-doesnt-trust-last-click-attribution', 'why finance teams want reconciled numbers')}.`,
      ),
      paragraph(
        `<em>Audit figures describe the 52 sites reviewed and are illustrative. Recovery of conversions after remediation varies by site and audience, and is not guaranteed.</em>`,
      ),
    ),
    categories: ['analytics', 'reports'],
    tags: ['first-party-data', 'consent-mode'],
    author: 'maya-okafor',
    image: {
      slug: 'first-party-data-2026',
      alt: 'Blue bars of varying heights on a dark background, grouped in pairs with one bar of each pair clearly taller',
      art: { kind: 'bars', values: [91, 71, 88, 69, 94, 74], accent: '#0284c7' },
    },
  },
];
