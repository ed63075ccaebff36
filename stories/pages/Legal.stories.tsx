import type { Story, StoryDefault } from '@ladle/react';
import { cookiePolicy } from '../../src/content/legal/cookies';
import { privacyNotice } from '../../src/content/legal/privacy';
import { termsOfUse } from '../../src/content/legal/terms';
import { LegalPage } from '../../src/pages/LegalPage/LegalPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Legal' } satisfies StoryDefault;

/** /privacy, in the site layout. */
export const Privacy: Story = () => (
  <SiteLayout pathname={privacyNotice.path}>
    <LegalPage document={privacyNotice} />
  </SiteLayout>
);

/** /cookies: the storage table and 'Change cookie settings'. */
export const Cookies: Story = () => (
  <SiteLayout pathname={cookiePolicy.path}>
    <LegalPage document={cookiePolicy} />
  </SiteLayout>
);

/** /terms. */
export const Terms: Story = () => (
  <SiteLayout pathname={termsOfUse.path}>
    <LegalPage document={termsOfUse} />
  </SiteLayout>
);
