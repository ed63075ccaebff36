import { describe, expect, it } from 'vitest';
import * as about from '../../src/content/company/about';
import * as officesModule from '../../src/content/company/offices';
import * as home from '../../src/content/site/home';
import * as navigation from '../../src/content/site/navigation';
import * as notFoundModule from '../../src/content/site/notFound';
import { collectStrings } from '../support/contentStrings';

const { mainMenu, footerLinks, footerNav, investorLink, legalLinks, copyrightYear } = navigation;
const { offices, generalInquiries, aboutCities, mediaContact } = officesModule;
const { notFound } = notFoundModule;

/**
 * The main menu: each item's name, href and submenu, in order (plus Topics, issue 15). Two services
 * have their one name (issue 38) where the spec's menu wrote 'CMO Team Training' and
 * 'Go-to-Market New Country'.
 */
const expectedMenu: Array<{ name: string; href: string; submenu?: Array<[string, string]> }> = [
  {
    name: 'Services',
    href: '/services',
    submenu: [
      ['User Acquisition', '/services/user-acquisition'],
      ['Growth Marketing', '/services/growth-marketing'],
      ['Creative Production', '/services/creative-production'],
      ['Account-Based Marketing', '/services/account-based-marketing'],
      ['CMO & Team Training', '/services/cmo-team-training'],
      ['Go-to-Market: New Country', '/services/go-to-market-new-country'],
      ['Executive Growth Advisory', '/services/executive-growth-advisory'],
    ],
  },
  {
    name: 'Studio',
    href: '/studio',
    submenu: [
      ['AI Lab', '/studio/ai-lab'],
      ['Creative', '/studio/creative'],
      ['TikTok', '/studio/tiktok'],
      ['Creator Studio', '/studio/creator-studio'],
    ],
  },
  {
    name: 'Proof',
    href: '/proof',
    submenu: [
      ['Cases', '/proof/cases'],
      ['Testimonials', '/proof/testimonials'],
      ['Awards', '/proof/awards'],
      ['Tech Stack', '/proof/tech-stack'],
      ['Press Room', '/press-room'],
    ],
  },
  {
    name: 'Growth OS',
    href: '/growth-os',
    submenu: [
      ['Growth OS', '/growth-os'],
      ['Digital Products', '/growth-os/digital-products'],
    ],
  },
  {
    name: 'Insights',
    href: '/insights',
    submenu: [
      ['Articles', '/insights/articles'],
      ['Reports', '/insights/reports'],
      // Issue 15: the topic guides are reachable from the Insights menu.
      ['Topics', '/topics'],
    ],
  },
  {
    name: 'Company',
    href: '/company',
    submenu: [
      ['About', '/company/about'],
      ['Leadership', '/company/leadership'],
      ['Locations', '/company/locations'],
    ],
  },
  { name: 'Careers', href: '/careers' },
  { name: 'Contact', href: '/contact' },
];

const allStrings: Array<[string, string]> = [];
for (const [name, module] of Object.entries({
  navigation,
  offices: officesModule,
  home,
  about,
  notFound: notFoundModule,
})) {
  collectStrings(module, name, allStrings);
}

describe('navigation', () => {
  it('has every main menu item, href and submenu of the spec, in order', () => {
    expect(
      mainMenu.map((item) => ({
        name: item.name,
        href: item.href,
        ...(item.submenu
          ? { submenu: item.submenu.map((sub) => [sub.name, sub.href] as [string, string]) }
          : {}),
      })),
    ).toEqual(expectedMenu);
  });

  it('gives every submenu item a one-line description', () => {
    for (const item of mainMenu) {
      for (const sub of item.submenu ?? []) {
        expect(sub.description, sub.name).toBeTruthy();
        expect(sub.description).not.toContain('\n');
      }
    }
  });

  it('shows Contact, and only Contact, as the call to action', () => {
    expect(mainMenu.filter((item) => item.isCTA).map((item) => item.name)).toEqual(['Contact']);
  });

  it('has the footer links of the spec', () => {
    expect(footerLinks.map((link) => link.href)).toEqual([
      '/',
      '/growth-os',
      '/modules',
      '/proof',
      '/insights',
      '/company',
      '/contact',
      '/investors',
      '/privacy',
      '/terms',
      '/cookies',
    ]);
    expect(footerLinks).toEqual([...footerNav, investorLink, ...legalLinks]);
    expect(investorLink).toEqual({ label: 'Investor Room', href: '/investors', faint: true });
    expect(legalLinks.map((link) => link.label)).toEqual(['Privacy', 'Terms', 'Cookies']);
    for (const link of footerLinks) expect(link.label.trim()).not.toBe('');
  });

  it('shows the copyright year of the build (here, with no build, this year)', () => {
    expect(copyrightYear).toBe(new Date().getFullYear());
  });
});

describe('offices', () => {
  it('has New York, London, Istanbul and Dubai with 555 tel: links and .example e-mails', () => {
    expect(offices.map((office) => office.city)).toEqual([
      'New York',
      'London',
      'Istanbul',
      'Dubai',
    ]);
    for (const office of offices) {
      expect(office.address.length).toBeGreaterThanOrEqual(2);
      expect(office.phone.href).toMatch(/^tel:\+\d+$/);
      expect(office.phone.href).toContain('555');
      expect(office.phone.href.slice(4)).toBe(office.phone.display.replace(/\s/g, ''));
      expect(office.email).toMatch(/^[a-z]+@response\.example$/);
      expect(office.mapLink).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      const query = new URL(office.mapLink).searchParams.get('query');
      expect(query).toBe(office.address.join(', '));
    }
  });

  it('has the general inquiries and press contacts on .example', () => {
    expect(generalInquiries).toEqual({
      label: 'General inquiries',
      email: 'info@response.example',
    });
    expect(mediaContact.email).toBe('press@response.example');
    expect(mediaContact.phone.href).toMatch(/^tel:\+\d*555\d*$/);
  });

  it('lists the four About cities including Dubai', () => {
    expect(aboutCities.map((city) => city.city)).toEqual([
      'London',
      'New York',
      'Istanbul',
      'Dubai',
    ]);
    for (const city of aboutCities) expect(city.role.trim()).not.toBe('');
  });
});

describe('home', () => {
  it('has the hero title and Contact us button', () => {
    expect(home.hero.title).toBe('The agency model is obsolete. Growth needs architecture.');
    expect(home.hero.primaryCta).toEqual({
      label: 'Contact us',
      href: '/contact?ref=cta&from=%2F&label=contact-us',
    });
  });

  it('has three shift cards and four principles', () => {
    expect(home.shift.heading).toBe('The Shift');
    expect(home.shift.cards).toHaveLength(3);
    expect(home.response.heading).toBe('Our Response');
    expect(home.response.principles).toHaveLength(4);
  });

  it('has eight client marks with distinct names', () => {
    expect(home.clients.marks).toHaveLength(8);
    expect(new Set(home.clients.marks.map((mark) => mark.name)).size).toBe(8);
  });

  it('has the six stats in order', () => {
    expect(home.stats.items).toEqual([
      { value: '200+', label: 'Brands' },
      { value: '90+', label: 'Countries' },
      { value: '40+', label: 'Sectors' },
      { value: '900%', label: 'ROAS' },
      { value: '600M$+', label: 'Media budget' },
      { value: '25,000+', label: 'Campaigns' },
    ]);
    expect(home.stats.footnote).toMatch(/not guaranteed/);
  });

  it('has the call to action with both buttons', () => {
    expect(home.cta.heading).toBe('Ready to unlearn campaigns?');
    expect(home.cta.primary).toEqual({
      label: 'Book Strategy Session',
      href: '/contact?ref=cta&from=%2F&label=book-strategy-session',
    });
    expect(home.cta.secondary).toEqual({
      label: 'Request a Demo',
      href: '/contact?ref=cta&from=%2F&label=request-a-demo',
    });
  });

  it('has exactly 10 FAQ items with unique, non-empty questions and answers', () => {
    const { items } = home.faq;
    expect(items).toHaveLength(10);
    expect(new Set(items.map((item) => item.question)).size).toBe(10);
    for (const item of items) {
      expect(item.question.trim()).not.toBe('');
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.trim()).not.toBe('');
    }
    expect(items.some((item) => item.answer.includes('24 hours'))).toBe(true);
  });
});

describe('about', () => {
  it('has the spec section headings', () => {
    expect(about.whoWeAre.heading).toBe('Who We Are');
    expect(about.whoWeAre.paragraphs).toHaveLength(2);
    expect(about.howWeWork.heading).toBe('How We Work');
    expect(about.globalScale.heading).toBe('Global Scale. Local Impact');
    expect(about.philosophy.heading).toBe('Our Philosophy');
    expect(about.connect.heading).toBe('Connect');
  });

  it('has five How We Work bullets', () => {
    expect(about.howWeWork.bullets).toHaveLength(5);
  });

  it('shows the global scale claims and the four cities', () => {
    expect(about.globalScale.figures.map((figure) => figure.value)).toEqual([
      '4',
      '200+',
      '90+',
      '$600M+',
    ]);
    expect(about.globalScale.cities.map((city) => city.city)).toContain('Dubai');
    expect(about.globalScale.cities).toHaveLength(4);
  });

  it('links to four social networks over https', () => {
    const { links } = about.connect;
    expect(links.map((link) => link.network)).toEqual(['LinkedIn', 'Instagram', 'X', 'YouTube']);
    for (const link of links) {
      expect(new URL(link.href).protocol).toBe('https:');
      expect(link.label.trim()).not.toBe('');
    }
  });
});

describe('not-found page', () => {
  it('has the spec texts', () => {
    expect(notFound.title).toBe('Page Not Found');
    expect(notFound.message).toBe("This page doesn't exist in our growth system architecture.");
    expect(notFound.backHome).toBe('Back to Home');
    expect(notFound.goBack).toBe('Go Back');
  });
});

describe('metadata', () => {
  it('keeps titles within 60 and descriptions within 160 characters', () => {
    for (const meta of [home.homeMeta, about.meta, notFound.meta]) {
      expect(meta.title.length).toBeLessThanOrEqual(60);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('all content strings', () => {
  it('were collected', () => {
    expect(allStrings.length).toBeGreaterThan(100);
  });

  it('contain no placeholder text', () => {
    for (const [path, text] of allStrings) {
      expect(text, path).not.toMatch(/lorem|todo|coming soon|tbd|placeholder/i);
    }
  });

  it('are non-empty and contain no emoji or symbol glyphs', () => {
    for (const [path, text] of allStrings) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/\p{Extended_Pictographic}|[\u2190-\u21ff\u2500-\u27bf]/u);
    }
  });
});
