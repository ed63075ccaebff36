/**
 * The name the contact page shows for the source of a visit ("You're here from: {name}"): the
 * text of the call to action that brought the visitor, when its `label` is one of ours
 * (src/content/site/contactSources.ts); else the name of the page it was on, when its `from` is a
 * page the menus name; else nothing. The raw `ref`, `from` and `label` still go with the lead as
 * they came (the form's hidden inputs): only what the page says is limited to what we wrote, so
 * a crafted link (`?label=…`) cannot put words on the page.
 */
import { isServiceSlug, servicePath } from '../../content/services/paths';
import { contactCallToActionTexts, jobApplyText } from '../../content/site/contactSources';
import { footerLinks, mainMenu } from '../../content/site/navigation';
import { ctaLabel } from '../../site/contactLink';

/** Our calls to action by their label code: 'book-a-strategy-session' -> 'Book a Strategy Session'. */
const callToActionNames = new Map(contactCallToActionTexts.map((text) => [ctaLabel(text), text]));

/** A job page's Apply label (src/features/careers/jobApply.ts): 'job_apply_now', 'job_{slug}'. */
const jobApplyLabel = /^job_[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** The text of our call to action with this label code, or ''. */
export function callToActionName(label: string): string {
  const code = label.trim().toLowerCase();
  if (code === '') return '';
  return callToActionNames.get(code) ?? (jobApplyLabel.test(code) ? jobApplyText : '');
}

let pageNames: Map<string, string> | undefined;

/** The pages the main menu and the footer name, by path (the menu's name first). */
function namedPages(): Map<string, string> {
  if (!pageNames) {
    const names = new Map<string, string>();
    const name = (href: string, text: string) => {
      if (!names.has(href)) names.set(href, text);
    };
    for (const item of mainMenu) {
      name(item.href, item.name);
      for (const link of item.submenu ?? []) name(link.href, link.name);
    }
    for (const link of footerLinks) name(link.href, link.label);
    pageNames = names;
  }
  return pageNames;
}

/**
 * The name of the page a contact link was on, or '': `from` is its path ('/services'), or a
 * service page's slug, as the service pages write it ('growth-marketing').
 */
export function sourcePageName(from: string): string {
  const value = from.trim();
  if (value === '') return '';
  const path = isServiceSlug(value) ? servicePath(value) : value.replace(/[?#].*$/, '');
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return namedPages().get(bare) ?? '';
}

/** What the contact page names a visit's source: its call to action, else its page, else ''. */
export function contactSourceName(source: { label: string; from: string }): string {
  return callToActionName(source.label) || sourcePageName(source.from);
}
