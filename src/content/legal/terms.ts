/**
 * The terms of use (/terms): the rules for using the website, not a client contract. Work for
 * clients is governed by each client's written agreement. The spec's rule that claimed outcomes
 * are examples, not guarantees, is one of its sections.
 */
import { site } from '../../site/config';
import { generalInquiries } from '../company/offices';
import { mediaKitPath } from '../press/paths';
import { link, list, mailto, paragraph } from './blocks';
import { controllerAddress, controllerAddressInline } from './contacts';
import { legalLabels } from './labels';
import { cookiesPath, privacyPath, termsPath } from './paths';
import type { LegalDocument } from './types';

export const termsOfUse: LegalDocument = {
  meta: {
    title: 'Terms of use',
    description:
      'The terms for using the Response website: our content and trade marks, what our examples and figures mean, links, liability and the law of England and Wales.',
  },
  path: termsPath,
  hero: {
    eyebrow: legalLabels.eyebrow,
    title: 'Terms of use',
    lead: 'The rules for using this website: what you may do with our content, what our examples and figures mean, and the law that applies. Work for clients is covered by a separate written agreement.',
  },
  lastUpdated: '2026-11-27',
  trail: [
    { name: legalLabels.home, path: '/' },
    { name: 'Terms of use', path: termsPath },
  ],
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        paragraph(
          `These terms apply to everyone who uses ${site.alternateHosts.en} and its Turkish edition, ${site.alternateHosts.tr}. The site is run by Response, whose headquarters are at ${controllerAddressInline}. By using the site you accept these terms; if you do not, please do not use it.`,
        ),
        paragraph(
          'They are not a contract for our services. What we do for a client, and on what terms, is set out in the written agreement and statement of work we sign with that client; where anything here differs from such an agreement, the agreement applies.',
        ),
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Using the site',
      blocks: [
        paragraph('The site is free to use. When you use it, please do not:'),
        list(
          'break the law, or help anyone else to;',
          'try to get into parts of the site, the server or its data that are not public, or test them for weaknesses without our written permission;',
          'send so many requests, automated or not, that the site slows down for others, or copy it wholesale with automated tools;',
          'send the contact form automatically, or in someone else’s name;',
          'upload or send anything that carries malicious code.',
        ),
        paragraph(
          'We may limit or block access that breaks these rules. The contact form, for example, refuses a flood of messages from one address.',
        ),
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content and trade marks',
      blocks: [
        paragraph(
          'The words, images, design, code, reports and tools on the site belong to Response or to the people who license them to us. Response, our logo, Growth OS and the names of its modules are our trade marks. Client names, logos and quotes belong to those clients and appear with their permission.',
        ),
        paragraph('You may:'),
        list(
          'read the site, and print or save pages for your own use;',
          'share links to any page;',
          'quote short extracts, word for word, with credit to Response and a link to the page.',
        ),
        paragraph(
          'You may not copy substantial parts of the site, reuse our reports, figures or tools in a product or service of your own, present our work as yours, or use the site’s content to train machine-learning models, without our written permission.',
        ),
        paragraph([
          'Journalists may use the logos, facts and boilerplate in our ',
          link('media kit', mediaKitPath),
          ' as its usage notes describe.',
        ]),
      ],
    },
    {
      id: 'information-not-advice',
      heading: 'Information, not advice',
      blocks: [
        paragraph(
          'Our articles, reports, guides and tools give general information about marketing and growth. They are not advice for your business: check with a qualified adviser, or with us under an agreement, before you act on them. Figures and platform details are correct when we publish them, and platforms change; each article and report shows its date.',
        ),
      ],
    },
    {
      id: 'results-are-examples',
      heading: 'Results are examples, not guarantees',
      blocks: [
        paragraph(
          'Case studies, testimonials, example outcomes and figures such as return on ad spend, cost per lead or pipeline growth describe what happened for particular clients, in particular markets, at a particular time. They are examples of what our work has achieved, not promises of what it will achieve for you.',
        ),
        paragraph(
          'Results depend on your product, market, budget, data, team and timing, and on platforms we do not control. We do not guarantee that you will achieve the same results. What we commit to in an engagement is written in its agreement.',
        ),
      ],
    },
    {
      id: 'links-to-other-sites',
      heading: 'Links to other sites',
      blocks: [
        paragraph(
          'We link to other sites, such as the press that covers us, the platforms we work with and maps of our offices, because we think they are useful. We do not control them and are not responsible for their content or how they handle your data; a link is not an endorsement.',
        ),
        paragraph(
          'You are welcome to link to any page of ours, fairly and lawfully, as long as the link does not suggest that we endorse you, and you do not show our pages inside a frame on your site.',
        ),
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes to the site',
      blocks: [
        paragraph(
          'We change the site often and may suspend or withdraw any part of it. We work to keep it available, accurate and secure, but we cannot promise that it will always be there or free of errors, or that it is free of viruses; please use up-to-date security software.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      blocks: [
        paragraph(
          'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else the law does not allow us to limit or exclude.',
        ),
        paragraph(
          'The site is made for businesses. If you use it for a business, then as far as the law allows we are not liable for any loss of profit, revenue, business, contracts, data or goodwill, or for any indirect loss, that arises from using the site or relying on its content, whether in contract, tort (including negligence) or otherwise.',
        ),
        paragraph(
          'If you use it as a consumer, you keep your legal rights. We are responsible for loss you suffer that was foreseeable and caused by our breaking these terms or our negligence, and not for business losses.',
        ),
      ],
    },
    {
      id: 'your-information',
      heading: 'Your information',
      blocks: [
        paragraph([
          'How we use what you send us, and your rights, are in our ',
          link('privacy notice', privacyPath),
          '. What the site stores in your browser is in our ',
          link('cookie policy', cookiesPath),
          '.',
        ]),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        paragraph(
          'These terms, and any dispute or claim arising from them or from your use of the site, are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        paragraph(
          'We may update these terms, for example when the site or the law changes. The date at the top says when they last changed, and the terms in force when you use the site apply to that use.',
        ),
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      blocks: [
        paragraph([
          'Questions about these terms: e-mail ',
          mailto(generalInquiries.email),
          ' or write to us at:',
        ]),
        { kind: 'address', lines: controllerAddress },
      ],
    },
  ],
  footerNote:
    'These terms are our working draft, written in plain English; our lawyers review them before they are final, and their wording may change when they do.',
};
