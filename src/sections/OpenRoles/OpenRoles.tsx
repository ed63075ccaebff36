import { useId } from 'react';
import { Carousel } from '../../components/Carousel/Carousel';
import { FilterChips } from '../../components/FilterChips/FilterChips';
import { FilterForm } from '../../components/FilterForm/FilterForm';
import { Link } from '../../components/Link/Link';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { RoleCard, type RoleSummary } from '../RoleCard/RoleCard';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './OpenRoles.css';

export interface OpenRolesProps {
  /** The section's anchor ('open-roles': the hero's Open Roles button and the bottom bar). */
  id: string;
  heading: string;
  intro?: string;
  /** The roles the filter keeps, in order (pinned first, then newest). */
  roles: ReadonlyArray<RoleSummary>;
  /** How many roles there are in all. */
  total: number;
  /** The filter: its name, its search param, its choices and the chosen one. */
  filter: {
    label: string;
    name: string;
    /** The page's path (the form's action without JavaScript). */
    action: string;
    submitLabel: string;
    choices: ReadonlyArray<{ value: string; label: string }>;
    value: string;
    onChange: (value: string) => void;
  };
  countLine: (shown: number, total: number) => string;
  /** The carousel's name ('Open roles'). */
  carouselLabel: string;
  /** A dot's name: 'Role 3: Web Analytics Manager'. */
  dotLabel: (position: number, title: string) => string;
  /** The badge of a pinned role. */
  pinnedLabel: string;
  roleHref: (slug: string) => string;
  viewRoleLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** 'Don't see your role?' and the careers mailto. */
  propose: { text: string; linkLabel: string; href: string };
  tone?: SectionTone;
}

/**
 * The open roles of the careers landing: the role filter (All, Remote, Hybrid: a GET form
 * of the `type` search param), the count (announced politely), the roles as a carousel (a
 * plain scrolling list without JavaScript), and a mailto to propose a role.
 */
export function OpenRoles({
  id,
  heading,
  intro,
  roles,
  total,
  filter,
  countLine,
  carouselLabel,
  dotLabel,
  pinnedLabel,
  roleHref,
  viewRoleLabel,
  previousLabel,
  nextLabel,
  propose,
  tone = 'body',
}: OpenRolesProps) {
  const headingId = useId();
  const filterLabelId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id} className={styles.section}>
      <SectionHeader id={headingId} heading={heading} intro={intro} />
      <search className={styles.filter}>
        <FilterForm action={filter.action} submitLabel={filter.submitLabel}>
          <span id={filterLabelId} className={styles.filterLabel}>
            {filter.label}
          </span>
          <FilterChips
            aria-labelledby={filterLabelId}
            name={filter.name}
            chips={filter.choices}
            value={filter.value}
            onChange={(next) => filter.onChange(next || filter.choices[0]?.value || '')}
          />
        </FilterForm>
      </search>
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {countLine(roles.length, total)}
      </p>
      <Carousel
        label={carouselLabel}
        hashPrefix="role-"
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        dotLabel={(index, slide) => dotLabel(index + 1, slide.label)}
        slides={roles.map((role) => ({
          id: `role-${role.slug}`,
          label: role.title,
          content: (
            <RoleCard
              role={role}
              href={roleHref(role.slug)}
              linkLabel={viewRoleLabel}
              pinnedLabel={pinnedLabel}
            />
          ),
        }))}
      />
      <p className={styles.propose}>
        {propose.text} <Link href={propose.href}>{propose.linkLabel}</Link>
      </p>
    </PageSection>
  );
}
