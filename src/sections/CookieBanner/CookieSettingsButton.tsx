import type { ReactNode } from 'react';
import type { ButtonVariant } from '../../components/Button/Button';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import { cookieSettingsLabel, cookieSettingsProps } from './cookieSettingsProps';

export { cookieSettingsLabel };

export interface CookieSettingsButtonProps {
  /**
   * `text`: a bare button that the caller's `className` dresses (the footer's, as its legal
   * links); otherwise a button drawn as the design system's Button in that variant.
   */
  variant?: 'text' | ButtonVariant;
  className?: string;
  children?: ReactNode;
}

/**
 * Reopens the cookie preferences (`openConsentPreferences`): the banner's preferences view opens
 * with focus on its heading, and focus comes back to this button when it closes. A native
 * `<button type="button">`: it only opens the (lazily loaded) banner, so it needs no React Aria,
 * and a click before hydration is replayed once React listens (src/platform/hydration/earlyInput.ts).
 * Not shown without scripts: there is then no banner and nothing stored to change.
 */
export function CookieSettingsButton({
  variant = 'text',
  className,
  children = cookieSettingsLabel,
}: CookieSettingsButtonProps) {
  const props = cookieSettingsProps(className);
  if (variant === 'text') {
    return (
      <button type="button" {...props}>
        {children}
      </button>
    );
  }
  return (
    <NativeButton variant={variant} {...props}>
      {children}
    </NativeButton>
  );
}
