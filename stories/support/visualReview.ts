import type { ReviewChange, ReviewRun } from '../../src/pages/VisualReviewPage/reviewModel';
import approved from './visual-review/contact-invalid-390-light-approved.png';
import mask from './visual-review/contact-invalid-390-light-mask.png';
import current from './visual-review/contact-invalid-390-light-new.png';
import longer from './visual-review/contact-invalid-390-light-taller.png';
import approvedWide from './visual-review/contact-invalid-1280-light-approved.png';
import maskWide from './visual-review/contact-invalid-1280-light-mask.png';
import currentWide from './visual-review/contact-invalid-1280-light-new.png';
import noiseApproved from './visual-review/error-summary-light-approved.png';
import noiseMask from './visual-review/error-summary-light-mask.png';
import noiseNew from './visual-review/error-summary-light-new.png';

/**
 * The workshop's sample of a visual review: the contact form sent empty, at 390 and 1280 px,
 * after the light theme's critical text colour changed from #b42318 to #c01048 (the deliberate
 * change issue 41 was shown with: the run's own approved, new and mask pictures, cropped to
 * their first 640 px); and the Error Summary's story with only anti-aliased edges of its text
 * drawn a shade apart: rendering noise.
 */
export const samplePictures = {
  approved: { src: approved, width: 358, height: 640 },
  current: { src: current, width: 358, height: 640 },
  mask,
  approvedWide: { src: approvedWide, width: 653, height: 640 },
  currentWide: { src: currentWide, width: 653, height: 640 },
  maskWide,
  taller: { src: longer, width: 358, height: 700 },
  noise: {
    approved: { src: noiseApproved, width: 640, height: 240 },
    current: { src: noiseNew, width: 640, height: 240 },
    mask: noiseMask,
  },
};

const change = (over: Partial<ReviewChange> & Pick<ReviewChange, 'baseline'>): ReviewChange => ({
  expected: samplePictures.approved.src,
  actual: samplePictures.current.src,
  diff: null,
  mask: samplePictures.mask,
  actualSha256: '0'.repeat(64),
  pixels: { changed: 10_452, beyondAntiAliasing: 8_286, kind: 'change' },
  size: { width: 358, height: 640, expectedWidth: 358, expectedHeight: 640 },
  axe: { violations: [] },
  title: 'the contact form, sent empty, at 390 and 1280 px in light and dark',
  spec: 'contact.spec.ts',
  project: 'visual',
  subject: 'contact-form-invalid',
  width: 390,
  theme: 'light',
  status: 'failed',
  errors: [],
  ...over,
});

/** A run of five changes: two views of a template, a new size, two stories (one only noise, one new). */
export const sampleRun: ReviewRun = {
  finishedAt: '2026-11-29T16:12:00.000Z',
  changes: [
    change({
      baseline: 'visual/__screenshots__/contact.spec.ts/contact-form-invalid-390-light.png',
    }),
    change({
      baseline: 'visual/__screenshots__/contact.spec.ts/contact-form-invalid-1280-light.png',
      expected: samplePictures.approvedWide.src,
      actual: samplePictures.currentWide.src,
      mask: samplePictures.maskWide,
      pixels: { changed: 12_793, beyondAntiAliasing: 10_055, kind: 'change' },
      size: { width: 653, height: 640, expectedWidth: 653, expectedHeight: 640 },
      width: 1280,
    }),
    change({
      baseline: 'visual/__screenshots__/routes.spec.ts/contact-390-light.png',
      spec: 'routes.spec.ts',
      subject: 'contact',
      title: '/contact at 390 and 1280 px in light and dark: screenshots and axe',
      actual: samplePictures.taller.src,
      mask: null,
      pixels: { changed: null, beyondAntiAliasing: null, kind: 'size' },
      size: { width: 358, height: 700, expectedWidth: 358, expectedHeight: 640 },
      axe: {
        violations: [
          {
            id: 'color-contrast',
            impact: 'serious',
            help: 'Elements must meet minimum color contrast ratio thresholds',
            nodes: [
              '#contact-error-summary a: Element has insufficient color contrast of 4.1 (foreground color: #e0487a, background color: #fdecea, font size: 12.0pt (16px), font weight: normal). Expected contrast ratio of 4.5:1',
            ],
          },
        ],
      },
    }),
    change({
      baseline:
        'visual/__screenshots__/stories.spec.ts/components--error-summary--two-fields-to-fix-light.png',
      spec: 'stories.spec.ts',
      subject: 'components--error-summary--two-fields-to-fix',
      title: 'components--error-summary--two-fields-to-fix in light and dark',
      width: null,
      expected: samplePictures.noise.approved.src,
      actual: samplePictures.noise.current.src,
      mask: samplePictures.noise.mask,
      pixels: { changed: 982, beyondAntiAliasing: 0, kind: 'noise' },
      size: { width: 640, height: 240, expectedWidth: 640, expectedHeight: 240 },
    }),
    change({
      baseline: 'visual/__screenshots__/stories.spec.ts/components--text-field--invalid-dark.png',
      spec: 'stories.spec.ts',
      subject: 'components--text-field--invalid',
      title: 'components--text-field--invalid in light and dark',
      width: null,
      theme: 'dark',
      expected: null,
      actual: samplePictures.noise.current.src,
      mask: null,
      pixels: { changed: null, beyondAntiAliasing: null, kind: 'new' },
      size: { width: 640, height: 240, expectedWidth: null, expectedHeight: null },
    }),
  ],
};
