declare const __WORKSHOP_COMMIT__: string;
declare const __WORKSHOP_BUILT_AT__: string;

/** When and from which commit this workshop was built (set by .ladle/vite.config.ts). */
export function BuildInfo() {
  const builtAt = new Date(__WORKSHOP_BUILT_AT__);
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(builtAt);
  return (
    <p>
      Built on <time dateTime={__WORKSHOP_BUILT_AT__}>{when} UTC</time> from commit{' '}
      <code>{__WORKSHOP_COMMIT__}</code>.
    </p>
  );
}
