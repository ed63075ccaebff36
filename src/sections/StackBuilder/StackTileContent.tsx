import { CheckIcon } from '../../components/Icon/CheckIcon';
import type { StackModuleOption } from './StackBuilder';
import * as styles from './StackBuilder.css';

/** What a tile shows, in both its forms: a box that shows a tick when picked, the name, the outcome. */
export function StackTileContent({ module }: { module: StackModuleOption }) {
  return (
    <>
      <span className={styles.indicator} aria-hidden="true">
        <CheckIcon className={styles.indicatorSvg} strokeWidth="2.5" />
      </span>
      <span className={styles.tileText}>
        <span className={styles.tileName}>{module.name}</span>
        {module.outcome ? (
          <>
            {' '}
            <span className={styles.tileOutcome}>
              {module.outcome.value} {module.outcome.label}
            </span>
          </>
        ) : null}
      </span>
    </>
  );
}
