/**
 * The tech stack: the hundred or so marketing tools the agency works
 * with, listed at /proof/tech-stack and filtered there by search text and category
 * (`features/proofFilters/toolSearchParams.ts`). Each tool has its name (text only, never a vendor's
 * logo), one factual sentence on what it is for, its category (`toolCategories.ts`, in the spec's
 * order) and the services where we use it.
 *
 * Every tool is a real, widely used product, named as its vendor names it today (former names,
 * such as Pardot or Deepcrawl, are given in the description so search finds them). Listing a
 * tool claims no partnership, certification or endorsement. The list is sorted by category, in
 * the order of `toolCategories`, then by name A-Z; the page shows it in this order.
 */

import { serviceNames } from '../services/serviceNames';
import type { ToolCategory } from './toolCategories';

/** The categories, in the order of the filter buttons. */
export { type ToolCategory, toolCategories } from './toolCategories';

/** One tool of the tech stack. */
export interface Tool {
  /** As its vendor writes it: 'Google Tag Manager', 'dbt', 'n8n'. */
  name: string;
  /** One sentence, at most 140 characters: what the tool is for. */
  description: string;
  category: ToolCategory;
  /**
   * One to three of the agency's services where we use it: a service with a page of its own by
   * its one name (`serviceNames.ts`: User Acquisition, Account-Based Marketing, Creative
   * Production, Growth Marketing, Go-to-Market: New Country), or one of the practices 'Paid
   * Media', 'SEO & Content', 'Analytics & Attribution', 'Conversion Optimisation', 'Lifecycle & CRM'.
   */
  usedIn: string[];
}

/** The tools: by category (in the order of `toolCategories`), then by name A-Z. */
export const tools: readonly Tool[] = [
  {
    name: 'Amazon DSP',
    description:
      "Amazon's demand-side platform for buying display, video and streaming TV ads on and off Amazon with its shopping audiences.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'Apple Ads',
    description:
      "Apple's ad platform, formerly Apple Search Ads, for promoting iOS apps in App Store search results and other placements.",
    category: 'Ad & Programmatic',
    usedIn: [serviceNames['user-acquisition'], 'Paid Media'],
  },
  {
    name: 'Campaign Manager 360',
    description:
      "Google's ad server for trafficking campaigns, verifying delivery and measuring impressions and conversions across sites.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media', 'Analytics & Attribution'],
  },
  {
    name: 'Criteo',
    description:
      'Commerce media platform for retargeting and retail media ads driven by shopper browsing and product catalogue data.',
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'Display & Video 360',
    description:
      "Google's demand-side platform for buying display, video, audio and connected TV inventory programmatically.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'Google Ads',
    description:
      "Google's auction-based platform for Search, Shopping, YouTube, Display and Performance Max campaigns.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media', serviceNames['user-acquisition'], serviceNames['growth-marketing']],
  },
  {
    name: 'LinkedIn Campaign Manager',
    description:
      "LinkedIn's ad platform for sponsored content, message ads and lead gen forms targeted by job title, company and industry.",
    category: 'Ad & Programmatic',
    usedIn: [
      serviceNames['account-based-marketing'],
      'Paid Media',
      serviceNames['go-to-market-new-country'],
    ],
  },
  {
    name: 'Meta Ads Manager',
    description:
      "Meta's tool for creating, targeting and reporting on ad campaigns across Facebook, Instagram, Messenger and Audience Network.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media', serviceNames['user-acquisition'], serviceNames['creative-production']],
  },
  {
    name: 'Microsoft Advertising',
    description:
      "Microsoft's platform for search ads on Bing and partner sites, plus audience ads across the Microsoft Advertising Network.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'Pinterest Ads',
    description:
      "Pinterest's ad platform for promoted Pins, shopping and video ads targeted by interests, keywords and product catalogues.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'Reddit Ads',
    description:
      "Reddit's self-serve ad platform for promoted posts targeted by community, interest and keyword.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media', serviceNames['go-to-market-new-country']],
  },
  {
    name: 'Search Ads 360',
    description:
      "Google's search management platform for bidding and reporting across Google Ads, Microsoft Advertising and other engines.",
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'Snapchat Ads Manager',
    description:
      "Snap's self-serve tool for buying Snap Ads, Story Ads and AR lens campaigns aimed at Snapchat's mobile audience.",
    category: 'Ad & Programmatic',
    usedIn: [serviceNames['user-acquisition'], 'Paid Media'],
  },
  {
    name: 'StackAdapt',
    description:
      'Self-serve programmatic platform for native, display, video, connected TV and audio campaigns, often used for B2B targeting.',
    category: 'Ad & Programmatic',
    usedIn: [serviceNames['account-based-marketing'], 'Paid Media'],
  },
  {
    name: 'The Trade Desk',
    description:
      'Independent demand-side platform for buying programmatic display, video, audio and connected TV ads across the open internet.',
    category: 'Ad & Programmatic',
    usedIn: ['Paid Media'],
  },
  {
    name: 'TikTok Ads Manager',
    description:
      "TikTok's platform for in-feed video, Spark Ads and app install campaigns, with its own targeting and reporting.",
    category: 'Ad & Programmatic',
    usedIn: [serviceNames['user-acquisition'], 'Paid Media', serviceNames['creative-production']],
  },
  {
    name: 'Adjust',
    description:
      'Mobile measurement partner that attributes app installs and in-app events to ad networks, with fraud prevention and SKAdNetwork support.',
    category: 'Analytics Attribution & Data',
    usedIn: [serviceNames['user-acquisition'], 'Analytics & Attribution'],
  },
  {
    name: 'Adobe Analytics',
    description:
      "Adobe's enterprise web and app analytics for segmenting visitors, analysing paths and reporting on custom dimensions.",
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Amplitude',
    description:
      'Product analytics for tracking events, funnels, retention and cohorts in web and mobile apps.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution', serviceNames['growth-marketing']],
  },
  {
    name: 'AppsFlyer',
    description:
      'Mobile measurement platform for app install attribution, deep linking, SKAdNetwork reporting and fraud protection.',
    category: 'Analytics Attribution & Data',
    usedIn: [serviceNames['user-acquisition'], 'Analytics & Attribution'],
  },
  {
    name: 'BigQuery',
    description:
      "Google Cloud's serverless data warehouse, queried with SQL and the destination of GA4 and Google Ads data exports.",
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Branch',
    description:
      'Deep linking and mobile attribution platform that sends users from ads, emails and web pages to the right in-app content.',
    category: 'Analytics Attribution & Data',
    usedIn: [serviceNames['user-acquisition'], 'Lifecycle & CRM'],
  },
  {
    name: 'dbt',
    description:
      'SQL-based transformation tool for building, testing and documenting data models inside a cloud data warehouse.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Fivetran',
    description:
      'Managed ELT service with prebuilt connectors that sync ad platform, CRM and database data into a warehouse.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Google Analytics 4',
    description:
      "Google's event-based analytics for websites and apps, covering acquisition, engagement, conversions and audiences.",
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution', 'Conversion Optimisation', 'Paid Media'],
  },
  {
    name: 'Looker Studio',
    description:
      "Google's free dashboard and reporting tool that connects to GA4, Google Ads, BigQuery, Sheets and partner connectors.",
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Mixpanel',
    description:
      'Event-based product analytics for funnels, retention, flows and user segmentation in web and mobile products.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution', serviceNames['growth-marketing']],
  },
  {
    name: 'Northbeam',
    description:
      'Multi-touch attribution and media mix modelling platform for ecommerce brands, estimating the return on each paid channel.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution', 'Paid Media'],
  },
  {
    name: 'Snowflake',
    description:
      'Cloud data platform for storing and querying structured and semi-structured data, with compute separate from storage.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Supermetrics',
    description:
      'Connector tool that pulls marketing platform data into Looker Studio, Google Sheets, Excel and data warehouses.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution', 'Paid Media'],
  },
  {
    name: 'Triple Whale',
    description:
      'Analytics and attribution platform for Shopify brands that joins store orders with ad spend in one dashboard.',
    category: 'Analytics Attribution & Data',
    usedIn: ['Analytics & Attribution', serviceNames['growth-marketing']],
  },
  {
    name: 'Ahrefs',
    description:
      'SEO suite for backlink analysis, keyword research, rank tracking and site audits, built on its own web crawler index.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Bing Webmaster Tools',
    description:
      "Microsoft's free console for submitting sitemaps, checking indexing and seeing search performance on Bing.",
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Botify',
    description:
      'Enterprise SEO platform that crawls large sites and joins crawl, log file and search data to find indexing issues.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Clearscope',
    description:
      'Content optimisation tool that grades drafts against top-ranking pages for topic coverage and readability.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Conductor',
    description:
      'Enterprise SEO and content platform for keyword research, rank tracking, content guidance and site monitoring.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Google PageSpeed Insights',
    description:
      "Google's free tool that reports Core Web Vitals field data and Lighthouse lab results for a URL.",
    category: 'SEO',
    usedIn: ['SEO & Content', 'Conversion Optimisation'],
  },
  {
    name: 'Google Search Console',
    description:
      "Google's free console for indexing status, search queries, clicks and impressions, sitemaps and crawl issues.",
    category: 'SEO',
    usedIn: ['SEO & Content', 'Analytics & Attribution'],
  },
  {
    name: 'Lumar',
    description:
      'Technical SEO crawler, formerly Deepcrawl, for auditing and monitoring large websites for crawlability issues.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Majestic',
    description:
      'Backlink intelligence tool with its own link index and the Trust Flow and Citation Flow metrics.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Moz Pro',
    description:
      'SEO toolset for keyword research, rank tracking, site crawls and link analysis, known for its Domain Authority metric.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Screaming Frog SEO Spider',
    description:
      "Desktop crawler that audits a site's links, redirects, metadata, canonicals and directives for technical SEO.",
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Semrush',
    description:
      'Search marketing suite for keyword research, competitor analysis, site audits, rank tracking and backlink data.',
    category: 'SEO',
    usedIn: ['SEO & Content', 'Paid Media'],
  },
  {
    name: 'Sitebulb',
    description:
      'Desktop and cloud website crawler that produces prioritised technical SEO audits with visual reports.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Surfer',
    description:
      'Content optimisation tool that scores pages against ranking competitors and suggests terms, headings and length.',
    category: 'SEO',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'AB Tasty',
    description:
      'Experimentation and personalisation platform for client-side and server-side A/B tests and feature rollouts.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Contentsquare',
    description:
      'Digital experience analytics for zone-based heatmaps, journey analysis, session replay and frustration signals.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Convert Experiences',
    description:
      'Privacy-focused testing tool for A/B, split URL and multivariate experiments on websites.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Figma',
    description:
      'Collaborative design tool for interfaces, prototypes and design systems, used to design landing pages and test variants.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation', serviceNames['creative-production']],
  },
  {
    name: 'FullStory',
    description:
      'Digital experience analytics with session replay, heatmaps and funnels built from automatically captured interactions.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Hotjar',
    description:
      'Behaviour analytics tool for heatmaps, session recordings, on-site surveys and feedback widgets.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Instapage',
    description:
      'Landing page builder for paid campaigns with A/B testing, ad-to-page personalisation and team collaboration.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation', 'Paid Media'],
  },
  {
    name: 'Kameleoon',
    description:
      'Experimentation platform for web and feature A/B testing with AI-driven personalisation.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Maze',
    description:
      'Unmoderated user research platform for testing prototypes, running card sorts and collecting usability metrics.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Microsoft Clarity',
    description:
      "Microsoft's free behaviour analytics tool with session recordings, heatmaps and rage-click and dead-click detection.",
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Optimizely',
    description:
      'Digital experience platform with web experimentation, feature flags, personalisation and a content management system.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Unbounce',
    description:
      'Landing page builder with drag-and-drop editing, A/B testing and Smart Traffic visitor routing.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation', 'Paid Media'],
  },
  {
    name: 'UserTesting',
    description:
      'Platform for recording people as they use a site, app or prototype and hearing their feedback in their own words.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'VWO',
    description:
      'Experimentation platform for A/B, split URL and multivariate tests, alongside heatmaps and session recordings.',
    category: 'CRO Experimentation & UX',
    usedIn: ['Conversion Optimisation'],
  },
  {
    name: 'Adobe Firefly',
    description:
      "Adobe's generative AI for creating and editing images, vectors and video, also built into Photoshop and Illustrator.",
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'Claude',
    description:
      "Anthropic's family of large language models, used through the Claude apps and API for writing, analysis and coding.",
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production'], 'SEO & Content', 'Analytics & Attribution'],
  },
  {
    name: 'Descript',
    description:
      'Audio and video editor that edits recordings through their transcript, with AI tools such as filler word removal.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'ElevenLabs',
    description:
      'AI voice platform for text-to-speech, voice cloning and dubbing audio and video into other languages.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'Gemini',
    description:
      "Google's family of multimodal AI models, used through the Gemini app, Google Workspace and the Gemini API.",
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production'], 'SEO & Content'],
  },
  {
    name: 'HeyGen',
    description:
      'AI video generator that produces presenter videos from scripts using avatars, voice cloning and translation.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'Jasper',
    description:
      'AI writing platform for marketing teams that generates ad, email and web copy in a defined brand voice.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production'], 'SEO & Content'],
  },
  {
    name: 'Make',
    description:
      'Visual automation platform, formerly Integromat, for building multi-step workflows between apps and APIs.',
    category: 'AI & Automation',
    usedIn: [serviceNames['growth-marketing'], 'Lifecycle & CRM'],
  },
  {
    name: 'Midjourney',
    description:
      'Generative AI model that creates images from text prompts, used for concept art, mood boards and visual exploration.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'n8n',
    description:
      'Workflow automation tool, self-hosted or cloud, for connecting APIs and adding AI steps, with code where needed.',
    category: 'AI & Automation',
    usedIn: [serviceNames['growth-marketing'], 'Analytics & Attribution'],
  },
  {
    name: 'OpenAI API',
    description:
      "API access to OpenAI's GPT models for text generation, classification, embeddings, speech and image tasks.",
    category: 'AI & Automation',
    usedIn: [
      serviceNames['creative-production'],
      serviceNames['growth-marketing'],
      'Analytics & Attribution',
    ],
  },
  {
    name: 'Perplexity',
    description:
      'AI answer engine that searches the web and cites its sources, used for research and AI search visibility checks.',
    category: 'AI & Automation',
    usedIn: ['SEO & Content'],
  },
  {
    name: 'Runway',
    description:
      'Generative video platform for creating and editing video clips from text, images and existing footage.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'Synthesia',
    description:
      'AI video platform that turns scripts into presenter-led videos with stock or custom avatars in many languages.',
    category: 'AI & Automation',
    usedIn: [serviceNames['creative-production']],
  },
  {
    name: 'Zapier',
    description:
      'No-code automation tool that connects thousands of web apps through trigger-and-action workflows called Zaps.',
    category: 'AI & Automation',
    usedIn: [serviceNames['growth-marketing'], 'Lifecycle & CRM'],
  },
  {
    name: 'Adobe Experience Platform Tags',
    description:
      "Adobe's tag management system, formerly Adobe Launch, for deploying analytics and marketing tags through rules.",
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Cookiebot',
    description:
      'Consent management platform that scans a site for cookies, shows the consent banner and blocks tags until consent.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Google Tag Manager',
    description:
      "Google's free tag management system for deploying and versioning measurement and ad tags without code releases.",
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution', 'Paid Media', 'Conversion Optimisation'],
  },
  {
    name: 'Hightouch',
    description:
      'Reverse ETL and composable CDP that syncs warehouse data and audiences to ad platforms, CRMs and email tools.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution', 'Lifecycle & CRM'],
  },
  {
    name: 'mParticle',
    description:
      'Customer data platform for collecting app and web events, resolving identities and forwarding data to other tools.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution', 'Lifecycle & CRM'],
  },
  {
    name: 'ObservePoint',
    description:
      'Tag governance tool that audits websites for missing, broken or unapproved tags and cookies.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'OneTrust',
    description:
      'Privacy management platform whose consent module runs cookie banners, preference centres and consent records.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'RudderStack',
    description:
      'Warehouse-native customer data platform for collecting event data and routing it to a warehouse and other tools.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Segment',
    description:
      "Twilio's customer data platform for collecting events through one API and sending them to analytics and marketing tools.",
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution', 'Lifecycle & CRM'],
  },
  {
    name: 'Snowplow',
    description:
      'Behavioural data platform that collects first-party events against defined schemas and loads them into a warehouse.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Stape',
    description:
      'Hosting for server-side Google Tag Manager containers, with custom domains and server-side tag templates.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution', 'Paid Media'],
  },
  {
    name: 'Tealium AudienceStream',
    description:
      "Tealium's customer data platform for building real-time visitor profiles and audiences from collected events.",
    category: 'Tag Management & CDP',
    usedIn: ['Lifecycle & CRM', 'Analytics & Attribution'],
  },
  {
    name: 'Tealium iQ',
    description:
      "Tealium's enterprise tag management system for deploying and governing vendor tags and the site's data layer.",
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'Usercentrics',
    description:
      'Consent management platform for collecting, storing and signalling user consent across websites and apps.',
    category: 'Tag Management & CDP',
    usedIn: ['Analytics & Attribution'],
  },
  {
    name: 'ActiveCampaign',
    description:
      'Email marketing and automation platform with a built-in CRM, aimed at small and midsize businesses.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM'],
  },
  {
    name: 'Airship',
    description:
      'Mobile engagement platform for push notifications, in-app messages and native app experiences.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM', serviceNames['user-acquisition']],
  },
  {
    name: 'Attentive',
    description:
      'SMS and email marketing platform for ecommerce, with sign-up units and triggered text messages.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM'],
  },
  {
    name: 'Braze',
    description:
      'Customer engagement platform for push, email, in-app, SMS and web messaging driven by real-time user data.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM', serviceNames['user-acquisition']],
  },
  {
    name: 'Brevo',
    description:
      'Email, SMS and WhatsApp marketing platform, formerly Sendinblue, with transactional email and a basic CRM.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM'],
  },
  {
    name: 'CleverTap',
    description:
      'Mobile-first engagement platform combining user analytics and segmentation with push, in-app and email campaigns.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM', serviceNames['user-acquisition']],
  },
  {
    name: 'Customer.io',
    description:
      'Messaging automation platform that sends email, push, SMS and in-app messages triggered by product events.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM', serviceNames['growth-marketing']],
  },
  {
    name: 'HubSpot',
    description:
      'CRM platform with marketing, sales and service hubs for email, landing pages, lead scoring and pipeline tracking.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: [
      'Lifecycle & CRM',
      serviceNames['account-based-marketing'],
      serviceNames['go-to-market-new-country'],
    ],
  },
  {
    name: 'Iterable',
    description:
      'Cross-channel marketing platform for email, push, SMS and in-app campaigns built on user and event data.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM'],
  },
  {
    name: 'Klaviyo',
    description:
      'Email and SMS marketing platform for ecommerce, with flows and segments built on store and browsing data.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM', serviceNames['growth-marketing']],
  },
  {
    name: 'Mailchimp',
    description:
      'Email marketing platform for newsletters, automated customer journeys and audience management.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM'],
  },
  {
    name: 'Marketing Cloud Account Engagement',
    description:
      "Salesforce's B2B marketing automation, formerly Pardot, for lead nurturing, scoring and Salesforce CRM sync.",
    category: 'Lifecycle & Marketing Automation',
    usedIn: [serviceNames['account-based-marketing'], 'Lifecycle & CRM'],
  },
  {
    name: 'Marketo Engage',
    description:
      "Adobe's B2B marketing automation platform for lead management, nurture programmes, scoring and revenue attribution.",
    category: 'Lifecycle & Marketing Automation',
    usedIn: [serviceNames['account-based-marketing'], 'Lifecycle & CRM'],
  },
  {
    name: 'OneSignal',
    description:
      'Messaging platform for web and mobile push notifications, in-app messages, email and SMS.',
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM', serviceNames['user-acquisition']],
  },
  {
    name: 'Salesforce Marketing Cloud',
    description:
      "Salesforce's enterprise marketing suite for email, mobile messaging and multi-step customer journeys.",
    category: 'Lifecycle & Marketing Automation',
    usedIn: ['Lifecycle & CRM'],
  },
];
