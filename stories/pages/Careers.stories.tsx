import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import * as v from 'valibot';
import {
  allRoleTypes,
  careersPage,
  jobRoles,
  type RoleFilterValue,
} from '../../src/content/careers/careers';
import { filterRoles } from '../../src/features/careers/roleMatch';
import { roleSearchSchema } from '../../src/features/careers/roleSearchParams';
import { CareersPage } from '../../src/pages/CareersPage/CareersPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Careers' } satisfies StoryDefault;

/** A chip's value as the route reads it from the URL (its search schema: unknown values are All). */
const readType = (value: string) => v.parse(roleSearchSchema, { type: value }).type;

/**
 * The careers page with its role filter held in the story (on the site it is the URL's `type`).
 * Links to a section of the page scroll there as on the site (the page moves focus itself);
 * any other link in the page body is only logged.
 */
function Careers({ initial = allRoleTypes }: { initial?: RoleFilterValue }) {
  const [type, setType] = useState<RoleFilterValue>(initial);
  return (
    <SiteLayout pathname={careersPage.path}>
      <RouterProvider
        navigate={(href) => {
          if (href.startsWith('#')) window.location.hash = href;
          else console.info(`Link followed: ${href}`);
        }}
      >
        <CareersPage
          page={careersPage}
          roles={filterRoles(jobRoles, type)}
          total={jobRoles.length}
          type={type}
          onTypeChange={(value) => setType(readType(value))}
        />
      </RouterProvider>
    </SiteLayout>
  );
}

/** /careers: all fifteen roles in the carousel, the three pinned ones first. */
export const AllRoles: Story = () => <Careers />;

/** /careers?type=remote: the six remote roles, 'Showing 6 of 15 roles'. */
export const RemoteRoles: Story = () => <Careers initial="remote" />;
RemoteRoles.storyName = 'Filtered to remote roles';
