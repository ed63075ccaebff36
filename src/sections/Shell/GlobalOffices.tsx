import { useId } from 'react';
import { Container } from '../../components/Container/Container';
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
  /** The section's id (an anchor target). */
  id?: string;
}

/**
 * The Global Offices strip after every page's main content: one card per office (city,
 * address, a tel: link and a mailto: link) and the general-inquiries address. Plain anchors:
 * tel: and mailto: are not routes. The contact page uses it as its office cards, with a
 * 'View on Map' button per office (`mapLabel`).
 */
export function GlobalOffices({
  offices = defaultOffices,
  generalInquiries = defaultGeneralInquiries,
  heading = 'Global Offices',
  intro,
  mapLabel,
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
              <h3 className={styles.city}>{office.city}</h3>
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
