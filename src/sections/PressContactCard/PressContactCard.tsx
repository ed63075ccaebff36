import { Card } from '../../components/Card/Card';
import { MailIcon } from '../../components/Icon/MailIcon';
import { PhoneIcon } from '../../components/Icon/PhoneIcon';
import { PinIcon } from '../../components/Icon/PinIcon';
import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { MediaContact } from '../../content/company/offices';
import * as styles from './PressContactCard.css';

export interface PressContactCardProps {
  /** 'Press Contact'. */
  heading: string;
  /** The media relations desk: label, address, phone and what it handles. */
  contact: MediaContact;
  /** Level of the heading in the page outline. */
  headingLevel?: 2 | 3;
  /** What the desk does for journalists; the contact's own short note unless told otherwise. */
  description?: string;
  /**
   * A postal address to write to, one entry per line, after the phone (the investor relations
   * desk: the headquarters'); `label` names it for screen readers ('Postal address'). None by
   * default: the press office is reached by e-mail and phone.
   */
  address?: { label: string; lines: ReadonlyArray<string> };
}

/**
 * A contact desk (the press office; the investor relations desk): who answers, an e-mail link and
 * a phone link (`mailto:` and `tel:`, so a phone dials and a desktop opens its mail client), an
 * optional postal address, and what it handles.
 */
export function PressContactCard({
  heading,
  contact,
  headingLevel = 2,
  description = contact.note,
  address,
}: PressContactCardProps) {
  return (
    <Card heading={heading} headingLevel={headingLevel} variant="raised" className={styles.card}>
      {heading === contact.label ? null : <p className={styles.label}>{contact.label}</p>}
      <ul className={styles.list}>
        <li className={styles.item}>
          <MailIcon className={styles.icon} />
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </li>
        <li className={styles.item}>
          <PhoneIcon className={styles.icon} />
          <Link href={contact.phone.href}>{contact.phone.display}</Link>
        </li>
        {address ? (
          <li className={styles.addressItem}>
            <PinIcon className={styles.addressIcon} />
            <address className={styles.address}>
              <VisuallyHidden>{address.label}: </VisuallyHidden>
              {address.lines.map((line, index) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                  {index < address.lines.length - 1 ? <VisuallyHidden>, </VisuallyHidden> : null}
                </span>
              ))}
            </address>
          </li>
        ) : null}
      </ul>
      <p className={styles.note}>{description}</p>
    </Card>
  );
}
