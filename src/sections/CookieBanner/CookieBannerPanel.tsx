import { type KeyboardEvent, type Ref, type RefObject, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { Switch } from '../../components/Switch/Switch';
import { cookiesPath, privacyPath } from '../../content/legal/paths';
import type { ConsentBannerView } from '../../features/consent/consentBannerStore';
import {
  type ConsentChoice,
  consentChoice,
  rejectAllChoice,
} from '../../features/consent/consentRecord';
import { useFixedBottomRoom } from '../../platform/layout/useFixedBottomRoom';
import * as styles from './CookieBanner.css';

/** The banner's words (British English), one place. */
export const cookieBannerCopy = {
  summaryHeading: 'Cookies on this site',
  summaryText:
    "We'd like to use analytics cookies to see which pages and calls to action visitors use, and marketing cookies so Google can measure our advertising and show relevant ads. Both stay off unless you accept them. Functional storage for your colour theme and this choice is always on.",
  preferencesHeading: 'Cookie preferences',
  preferencesText:
    "Choose which cookies we may use. You can change this at any time with 'Cookie settings' at the bottom of every page.",
  functional: {
    name: 'Functional',
    description: 'Always on. Remembers your colour theme and your cookie choice.',
  },
  analytics: {
    name: 'Analytics',
    description:
      'Google Analytics counts visits and shows which pages and calls to action are used.',
  },
  marketing: {
    name: 'Marketing',
    description: 'Lets Google measure our ad campaigns and show you more relevant ads elsewhere.',
  },
  acceptAll: 'Accept All',
  rejectAll: 'Reject All',
  manage: 'Manage Preferences',
  save: 'Save Preferences',
  /** The line after the buttons: '{before} {cookiePolicy}{between} {privacyNotice}.' */
  policies: {
    before: 'Every cookie is listed in our',
    cookiePolicy: { label: 'cookie policy', href: cookiesPath },
    between: ', and how we use your data in our',
    privacyNotice: { label: 'privacy notice', href: privacyPath },
  },
} as const;

/**
 * Where to read more, after the buttons in both views: the choice comes first in the Tab order,
 * and the links are there for whoever wants the details before choosing.
 */
function Policies() {
  const { policies } = cookieBannerCopy;
  return (
    <p className={styles.policies}>
      {policies.before} <Link href={policies.cookiePolicy.href}>{policies.cookiePolicy.label}</Link>
      {policies.between}{' '}
      <Link href={policies.privacyNotice.href}>{policies.privacyNotice.label}</Link>.
    </p>
  );
}

export interface CookieBannerPanelProps {
  view: ConsentBannerView;
  /** Where the preferences' Analytics and Marketing switches start: the stored choice, or off. */
  initialChoice?: Pick<ConsentChoice, 'analytics' | 'marketing'>;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (choice: ConsentChoice) => void;
  /** 'Manage Preferences' in the summary view. */
  onManage: () => void;
  /** Escape inside the banner: close without a new choice. */
  onDismiss?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  sectionRef?: RefObject<HTMLElement | null>;
}

/**
 * The cookie banner's card: a non-modal region named by its heading, fixed at the bottom of the
 * window. Summary view: what the cookies are for, Accept All, Reject All, Manage Preferences.
 * Preferences view: Functional (always on, disabled), Analytics and Marketing switches, Save
 * Preferences, Accept All, Reject All. It does not trap focus; Escape calls `onDismiss`. While
 * it shows, a control reached with Tab is scrolled above it, not behind it.
 */
export function CookieBannerPanel({
  view,
  initialChoice = rejectAllChoice,
  onAcceptAll,
  onRejectAll,
  onSave,
  onManage,
  onDismiss,
  headingRef,
  sectionRef,
}: CookieBannerPanelProps) {
  const headingId = useId();
  const ownRef = useRef<HTMLElement>(null);
  const ref = sectionRef ?? ownRef;
  useFixedBottomRoom(ref);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !onDismiss) return;
    event.stopPropagation();
    onDismiss();
  };

  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-labelledby={headingId}
      data-cookie-banner={view}
      onKeyDown={onKeyDown}
    >
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.heading}>
        {view === 'summary' ? cookieBannerCopy.summaryHeading : cookieBannerCopy.preferencesHeading}
      </h2>
      {view === 'summary' ? (
        <>
          <div className={styles.body}>
            <p className={styles.text}>{cookieBannerCopy.summaryText}</p>
          </div>
          <div className={styles.actions}>
            <Button onPress={onAcceptAll}>{cookieBannerCopy.acceptAll}</Button>
            <Button variant="secondary" onPress={onRejectAll}>
              {cookieBannerCopy.rejectAll}
            </Button>
            <Button variant="ghost" onPress={onManage}>
              {cookieBannerCopy.manage}
            </Button>
          </div>
          <Policies />
        </>
      ) : (
        <Preferences
          initialChoice={initialChoice}
          onAcceptAll={onAcceptAll}
          onRejectAll={onRejectAll}
          onSave={onSave}
        />
      )}
    </section>
  );
}

function Preferences({
  initialChoice,
  onAcceptAll,
  onRejectAll,
  onSave,
}: Pick<CookieBannerPanelProps, 'onAcceptAll' | 'onRejectAll' | 'onSave'> & {
  initialChoice: Pick<ConsentChoice, 'analytics' | 'marketing'>;
}) {
  const [analytics, setAnalytics] = useState(initialChoice.analytics);
  const [marketing, setMarketing] = useState(initialChoice.marketing);
  const ids = { functional: useId(), analytics: useId(), marketing: useId() };

  return (
    <>
      <div className={styles.body}>
        <p className={styles.text}>{cookieBannerCopy.preferencesText}</p>
        <ul className={styles.categories}>
          <li className={styles.category}>
            <Switch isSelected isDisabled aria-describedby={ids.functional}>
              <span className={styles.categoryName}>{cookieBannerCopy.functional.name}</span>
            </Switch>
            <p id={ids.functional} className={styles.categoryDescription}>
              {cookieBannerCopy.functional.description}
            </p>
          </li>
          <li className={styles.category}>
            <Switch isSelected={analytics} onChange={setAnalytics} aria-describedby={ids.analytics}>
              <span className={styles.categoryName}>{cookieBannerCopy.analytics.name}</span>
            </Switch>
            <p id={ids.analytics} className={styles.categoryDescription}>
              {cookieBannerCopy.analytics.description}
            </p>
          </li>
          <li className={styles.category}>
            <Switch isSelected={marketing} onChange={setMarketing} aria-describedby={ids.marketing}>
              <span className={styles.categoryName}>{cookieBannerCopy.marketing.name}</span>
            </Switch>
            <p id={ids.marketing} className={styles.categoryDescription}>
              {cookieBannerCopy.marketing.description}
            </p>
          </li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Button onPress={() => onSave(consentChoice(analytics, marketing))}>
          {cookieBannerCopy.save}
        </Button>
        <Button variant="secondary" onPress={onAcceptAll}>
          {cookieBannerCopy.acceptAll}
        </Button>
        <Button variant="secondary" onPress={onRejectAll}>
          {cookieBannerCopy.rejectAll}
        </Button>
      </div>
      <Policies />
    </>
  );
}
