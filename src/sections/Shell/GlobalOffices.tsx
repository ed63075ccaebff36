import { useId } from 'react';
import { Container } from '../../components/Container/Container';
import { ClockIcon } from '../../components/Icon/ClockIcon';
import { MailIcon } from '../../components/Icon/MailIcon';
import { PhoneIcon } from '../../components/Icon/PhoneIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import {
  generalInquiries as defaultGeneralInquiries,
  offices as defaultOffices,
  type EmailContact,
  type Office,
} from '../../content/company/offices';
import * as styles from './GlobalOffices.css';

export interface GlobalOfficesProps {
  /** The offices; every office from the content module unless told otherwise. */
  offices?: Office[];
  generalInquiries?: EmailContact;
  /** The section heading. */
  heading?: string;
  /** A line under the heading. */
  intro?: string;
  /**
   * The text of a 'View on Map' button per office (the contact page's office cards): it opens
   * the office's map link in a new tab. No buttons without it.
   */
  mapLabel?: string;
  /**
   * Each office's one line on what it does, under its city (the Locations page). Not shown
   * without it.
   */
  showRole?: boolean;
  /**
   * The text of a badge beside the headquarters' city ('Headquarters', the Locations page). No
   * badge without it.
   */
  headquartersLabel?: string;
  /**
   * The label of each office's time zone ('Time zone', the Locations page): the label, then the
   * office's `timezoneLabel` (its IANA name when it has none). No time zones without it.
   */
  timeZoneLabel?: string;
  /** The section's id (an anchor target). */
  id?: string;
}

/**
 * The Global Offices strip after every page's main content: one card per office (city,
 * address, a tel: link and a mailto: link) and the general-inquiries address. Plain anchors:
 * tel: and mailto: are not routes. The contact page uses it as its office cards, with a
 * 'View on Map' button per office (`mapLabel`); the Locations page adds what each office does
 * (`showRole`), the headquarters badge (`headquartersLabel`) and the time zone (`timeZoneLabel`).
 * Each addition appears only when its prop is given: the strip itself never changes.
 */
export function GlobalOffices({
  offices = defaultOffices,
  generalInquiries = defaultGeneralInquiries,
  heading = 'Global Offices',
  intro,
  mapLabel,
  showRole = false,
  headquartersLabel,
  timeZoneLabel,
  id,
}: GlobalOfficesProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <Container>
        <h2 id={headingId} className={styles.heading} data-with-intro={intro ? '' : undefined}>
          {heading}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <ul className={styles.list}>
          {offices.map((office) => (
            <li key={office.city} className={styles.card}>
              {headquartersLabel ? (
                <div className={styles.cityRow}>
                  <h3 className={styles.city}>{office.city}</h3>
                  {office.headquarters ? (
                    <span className={styles.headquarters}>{headquartersLabel}</span>
                  ) : null}
                </div>
              ) : (
                <h3 className={styles.city}>{office.city}</h3>
              )}
              {showRole ? <p className={styles.role}>{office.role}</p> : null}
              <address className={styles.address}>
                <span className={styles.addressLines}>
                  {office.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
                <span className={styles.contacts}>
                  <a href={office.phone.href} className={styles.contactLink}>
                    <PhoneIcon className={styles.contactIcon} />
                    {office.phone.display}
                  </a>
                  <a href={`mailto:${office.email}`} className={styles.contactLink}>
                    <MailIcon className={styles.contactIcon} />
                    {office.email}
                  </a>
                </span>
              </address>
              {timeZoneLabel ? (
                <p className={styles.timeZone}>
                  <ClockIcon className={styles.timeZoneIcon} />
                  <span>
                    <span className={styles.timeZoneName}>{timeZoneLabel}:</span>{' '}
                    {office.timezoneLabel ?? office.timezone}
                  </span>
                </p>
              ) : null}
              {mapLabel ? (
                <LinkButton
                  href={office.mapLink}
                  target="_blank"
                  variant="secondary"
                  className={styles.mapLink}
                >
                  {mapLabel}
                  <VisuallyHidden> for the {office.city} office</VisuallyHidden>
                </LinkButton>
              ) : null}
            </li>
          ))}
        </ul>
        <p className={styles.general}>
          <span>{generalInquiries.label}:</span>
          <a href={`mailto:${generalInquiries.email}`} className={styles.contactLink}>
            {generalInquiries.email}
          </a>
        </p>
      </Container>
    </section>
  );
}
