/**
 * The authors of the sample Insights posts (invented people), as their WordPress profiles
 * would show them: the name on the article page and the job title.
 */
import type { SampleAuthor } from './types';

export const sampleAuthors: SampleAuthor[] = [
  { slug: 'maya-okafor', name: 'Maya Okafor', role: 'Head of Analytics and Measurement, London' },
  { slug: 'daniel-reyes', name: 'Daniel Reyes', role: 'Paid Media Director, New York' },
  { slug: 'selin-aydin', name: 'Selin Aydın', role: 'Creative Director, AI Lab, Istanbul' },
  {
    slug: 'tom-whitcombe',
    name: 'Tom Whitcombe',
    role: 'Partner, Executive Growth Advisory',
  },
];
