/**
 * Offices and contact details: the one list of offices (New York, London, Istanbul, Dubai) that
 * the Global Offices strip, the contact page's office cards, the About page's cities, the
 * Locations page and every count of offices or time zones read; and the press contact.
 * Addresses are fictional; phone numbers use the 555 range and e-mails the reserved .example domain.
 */

export interface PhoneLink {
  /** As shown to the visitor, e.g. '+1 212 555 0148'. */
  display: string;
  /** A tel: URL in E.164 form without spaces, e.g. 'tel:+12125550148'. */
  href: string;
}

export interface Office {
  city: string;
  /** Postal address, one entry per line. */
  address: string[];
  phone: PhoneLink;
  email: string;
  /** A maps search link for the address; opens in a new tab. */
  mapLink: string;
  /** IANA time zone name. */
  timezone: string;
  /** ISO 3166-1 alpha-2 country code, for structured data ('GB'). */
  countryCode: string;
  /**
   * The time zone as a visitor reads it, with its offset from GMT (the Locations page's office
   * cards); the IANA name stands in without it. A unit test checks it against `timezone`.
   */
  timezoneLabel?: string;
  /** One line on what the office does (the About page's cities, the Locations page). */
  role: string;
  /** The headquarters (London). */
  headquarters?: boolean;
}

/** A Google Maps search URL for an address. */
function mapSearchUrl(address: string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`;
}

function office(details: Omit<Office, 'mapLink'>): Office {
  return { ...details, mapLink: mapSearchUrl(details.address) };
}

/** Every office, in the order the Global Offices strip and the contact page show them. */
export const offices: Office[] = [
  office({
    city: 'New York',
    address: ['Suite 1204, 455 Meridian Avenue', 'New York, NY 10018', 'United States'],
    phone: { display: '+1 212 555 0148', href: 'tel:+12125550148' },
    email: 'newyork@response.example',
    timezone: 'America/New_York',
    countryCode: 'US',
    timezoneLabel: 'Eastern Time (GMT−5, GMT−4 in summer)',
    role: 'North American growth programmes, paid media and B2B pipeline work.',
  }),
  office({
    city: 'London',
    address: ['3rd Floor, 27 Farrier Yard', 'London EC2A 4BX', 'United Kingdom'],
    phone: { display: '+44 20 5550 0123', href: 'tel:+442055500123' },
    email: 'london@response.example',
    timezone: 'Europe/London',
    countryCode: 'GB',
    timezoneLabel: 'UK time (GMT, GMT+1 in summer)',
    role: 'Headquarters, strategy and client leadership for the UK and Europe.',
    headquarters: true,
  }),
  office({
    city: 'Istanbul',
    address: [
      'Kat 9, Levent Meridyen Plaza',
      'Ayazma Sokak No. 14, Esentepe',
      '34394 Istanbul, Turkey',
    ],
    phone: { display: '+90 212 555 0167', href: 'tel:+902125550167' },
    email: 'istanbul@response.example',
    timezone: 'Europe/Istanbul',
    countryCode: 'TR',
    timezoneLabel: 'Turkey Time (GMT+3 all year)',
    role: 'Creative production, AI Lab engineering and performance operations.',
  }),
  office({
    city: 'Dubai',
    address: [
      'Office 1407, Currency House Tower 2',
      'Dubai International Financial Centre',
      'Dubai, United Arab Emirates',
    ],
    phone: { display: '+971 4 555 0132', href: 'tel:+97145550132' },
    email: 'dubai@response.example',
    timezone: 'Asia/Dubai',
    countryCode: 'AE',
    timezoneLabel: 'Gulf Standard Time (GMT+4 all year)',
    role: 'Middle East growth programmes and regional partnerships.',
  }),
];

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count in words, as running text writes small numbers ('four'). */
export function countInWords(count: number): string {
  return numberWords[count] ?? String(count);
}

/** A list as running text writes it: 'London, New York, Istanbul and Dubai'. */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The offices' cities in running text, in the list's order: 'New York, London, Istanbul and Dubai'. */
export function officeCities(conjunction: 'and' | 'or'): string {
  return listInWords(
    offices.map((entry) => entry.city),
    conjunction,
  );
}

/** The headquarters (London): the controller's address, the investor desk's. */
export const headquarters: Office = (() => {
  const found = offices.find((entry) => entry.headquarters);
  if (!found) throw new Error('offices.ts names no headquarters');
  return found;
})();

/** How many time zones the offices span (New York, London, Istanbul, Dubai: four). */
export const officeTimeZoneCount = new Set(offices.map((entry) => entry.timezone)).size;

export interface EmailContact {
  label: string;
  email: string;
}

/** The info address ({email} in the spec): general inquiries, form notifications, mailto links. */
export const generalInquiries: EmailContact = {
  label: 'General inquiries',
  email: 'info@response.example',
};

/** The address of the 'propose a role' mailto on /careers, shown as written. */
export const careersContact: EmailContact = {
  label: 'Careers',
  email: 'careers@response.example',
};

export interface AboutCity {
  city: string;
  /** One line on what the office does. */
  role: string;
}

/** The About page's cities: every office, headquarters first. */
export const aboutCities: AboutCity[] = [...offices]
  .sort((a, b) => Number(Boolean(b.headquarters)) - Number(Boolean(a.headquarters)))
  .map(({ city, role }) => ({ city, role }));

export interface MediaContact {
  label: string;
  email: string;
  phone: PhoneLink;
  /** A short note on what the press office handles. */
  note: string;
}

/** Media relations contact for the press room. */
export const mediaContact: MediaContact = {
  label: 'Media relations',
  email: 'press@response.example',
  phone: { display: '+44 20 5550 0190', href: 'tel:+442055500190' },
  note: 'For interviews, commentary and press materials. We reply to journalists within 24 hours.',
};
