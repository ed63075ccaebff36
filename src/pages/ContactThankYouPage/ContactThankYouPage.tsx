import { contact } from '../../content/site/contact';
import { contactThankYou } from '../../content/site/contactThankYou';
import { Hero } from '../../sections/Hero/Hero';
import { LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';
import { StepFlow } from '../../sections/StepFlow/StepFlow';

/**
 * /contact/thank-you: where the contact form lands when the browser sent it itself (without
 * JavaScript, or before the page was ready). The spec's success message as the
 * heading and lead, what happens next, and three pages to read while waiting.
 */
export function ContactThankYouPage() {
  const thankYou = contactThankYou;
  const { form } = contact;
  return (
    <>
      <Hero
        variant="page"
        eyebrow={thankYou.eyebrow}
        title={thankYou.title}
        lead={thankYou.lead}
        actions={[thankYou.backHome]}
      />
      <StepFlow heading={thankYou.nextStepsHeading} steps={form.nextSteps.steps} tone="surface" />
      <LinkCardGrid
        heading={thankYou.linksHeading}
        cards={thankYou.links.map((link) => ({
          title: link.label,
          body: link.description,
          href: link.href,
        }))}
        linkLabel={thankYou.linkLabel}
        columns={3}
      />
    </>
  );
}
