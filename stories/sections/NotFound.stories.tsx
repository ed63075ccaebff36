import type { Story, StoryDefault } from '@ladle/react';
import { notFound } from '../../src/content/notFound';
import { NotFound } from '../../src/sections/NotFound/NotFound';

export default { title: 'Sections / NotFound' } satisfies StoryDefault;

/** The not-found page body ("Go Back" logs instead of leaving the story). */
export const Default: Story = () => (
  <NotFound
    title={notFound.title}
    message={notFound.message}
    backHomeLabel={notFound.backHome}
    goBackLabel={notFound.goBack}
    onGoBack={() => console.info('Go Back pressed')}
  />
);
