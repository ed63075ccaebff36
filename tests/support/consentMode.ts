/**
 * Google Consent Mode's four signals as the site must send them: all denied (the defaults before
 * a choice, and Reject All) or all granted (Accept All). A choice of one kind of cookie is one of
 * these with its signal turned.
 */
export const allDenied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
export const allGranted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/**
 * The tag layer (`window.dataLayer`) as plain arrays: gtag's `arguments` objects become argument
 * lists, anything else (an event object) is left as it is. For jsdom tests.
 */
export function tagCommands(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as IArguments)
      : entry,
  );
}
