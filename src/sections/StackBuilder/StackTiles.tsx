import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../components/ToggleButtonGroup/ToggleButtonGroup';
import type { StackModuleOption } from './StackBuilder';
import * as styles from './StackBuilder.css';
import { StackTileContent } from './StackTileContent';

/**
 * The tiles as React Aria's toggle button group (multiple selection, one Tab stop, arrows move
 * between tiles): loaded when the visitor comes to the builder (src/sections/StackBuilder).
 */
export function StackTiles({
  labelledBy,
  modules,
  selected,
  onChange,
}: {
  labelledBy: string;
  modules: ReadonlyArray<StackModuleOption>;
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}) {
  return (
    <ToggleButtonGroup
      aria-labelledby={labelledBy}
      selectionMode="multiple"
      disallowEmptySelection={false}
      selectedKeys={selected}
      onSelectionChange={(keys) => onChange(new Set(Array.from(keys, String)))}
      className={styles.grid}
    >
      {modules.map((module) => (
        <ToggleButton key={module.id} id={module.id} className={styles.tile}>
          <StackTileContent module={module} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
