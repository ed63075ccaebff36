import { Card } from '../../components/Card/Card';
import { MailIcon } from '../../components/Icon/MailIcon';
import { PhoneIcon } from '../../components/Icon/PhoneIcon';
import { Link } from '../../components/Link/Link';
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
}

/**
 * The press office: who answers journalists, an e-mail link and a phone link (`mailto:` and
 * `tel:`, so a phone dials and a desktop opens its mail client), and what it handles.
 */
export function PressContactCard({
  heading,
  contact,
  headingLevel = 2,
  description = contact.note,
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
      </ul>
      <p className={styles.note}>{description}</p>
    </Card>
  );
}
