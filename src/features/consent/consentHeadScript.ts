/**
 * The consent head script: the first script in <head> of every page (root route `head()`),
 * inlined and allowed by its sha256 in the Content-Security-Policy (server/csp.ts). Before any
 * tag it:
 *
 * 1. creates `window.dataLayer` and a global `gtag()` pushing its `arguments`, as Google's
 *    snippet does;
 * 2. sets the Consent Mode defaults (everything denied, wait_for_update 500);
 * 3. applies a stored choice at once as a consent update (same validity rule as
 *    `parseConsent`: a JSON object with boolean `analytics` and `marketing`);
 * 4. only with a real measurement id: `gtag('js', …)`, `gtag('config', id)` and then inserts
 *    `<script async src="https://www.googletagmanager.com/gtag/js?id=…">`. Inserting it from
 *    here (rather than rendering the element) keeps it after the consent commands: React hoists
 *    `<script async src>` above every other head element.
 *
 * ES5 and tiny; its text depends only on the build's measurement id, so it is byte-identical on
 * every page and in every build with the same id (its CSP hash is stable).
 */
import { analyticsTagUrl, parseMeasurementId } from '../../site/analytics';
import { consentDefaults } from './consentMode';
import { CONSENT_STORAGE_KEY } from './consentRecord';

export function consentHeadScript(measurementId: string | null): string {
  const id = parseMeasurementId(measurementId);
  const defaults = JSON.stringify(consentDefaults).replace(/"(\w+)":/g, '$1:');
  const tag = id
    ? `g('js',new Date());g('config','${id}');var s=document.createElement('script');s.async=true;s.src='${analyticsTagUrl(id)}';document.head.appendChild(s);`
    : '';
  return (
    '(function(){var w=window;w.dataLayer=w.dataLayer||[];function g(){w.dataLayer.push(arguments)}w.gtag=g;' +
    `g('consent','default',${defaults});` +
    `try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}'));` +
    "if(c&&typeof c==='object'&&typeof c.analytics==='boolean'&&typeof c.marketing==='boolean'){" +
    "var m=c.marketing?'granted':'denied';" +
    "g('consent','update',{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:c.analytics?'granted':'denied'})}" +
    `}catch(e){}${tag}})();`
  );
}
