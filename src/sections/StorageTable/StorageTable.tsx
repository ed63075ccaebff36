// biome-ignore-all lint/a11y/noRedundantRoles: the table's elements keep their roles explicitly,
// because the stacked layout on phones changes their display (see StorageTable below).
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../components/Badge/Badge';
import {
  storageCategoryLabels,
  storageColumns,
  storageSetByGoogle,
  storageTypeLabels,
} from '../../content/legal/labels';
import type { StorageCategory, StorageItem } from '../../content/legal/types';
import * as styles from './StorageTable.css';

export interface StorageTableProps {
  /** The table's caption, which names it: 'Cookies and storage on this website'. */
  caption: string;
  /** One row each, in the order given. */
  items: ReadonlyArray<StorageItem>;
  className?: string;
}

/** Optional categories stand out; the ones that are always on stay neutral. */
const categoryTone: Record<StorageCategory, BadgeTone> = {
  'strictly-necessary': 'neutral',
  functional: 'neutral',
  analytics: 'accent',
  marketing: 'accent',
};

/**
 * A cell of a stacked row: its column's name is drawn before the value on phones, where the
 * column headings are out of sight. Hidden from assistive technology, which reads the real
 * column header with the cell.
 */
function Cell({ column, children }: { column: string; children: ReactNode }) {
  return (
    <td role="cell" className={styles.cell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {column}
      </span>
      <span className={styles.cellValue}>{children}</span>
    </td>
  );
}

/**
 * The cookies and browser-storage keys a site sets: a table captioned by its name, one row per
 * item, the item's name heading its row (`<th scope="row">`) and five columns (`<th scope="col">`):
 * name, type, purpose, category, lifetime. An item a third party sets says so under its name.
 *
 * From tablet width up it is a table; on phones each row stacks into a card, every value under its
 * column's name, so nothing scrolls sideways at 390 px. The table elements keep their roles
 * explicitly (`role="table"`, `row`, `cell` ...): some browsers (Safari) drop a table's semantics
 * once CSS changes its display, and screen readers would then read a list of loose text.
 */
export function StorageTable({ caption, items, className }: StorageTableProps) {
  return (
    <table role="table" className={className ? `${styles.table} ${className}` : styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {Object.values(storageColumns).map((column) => (
            <th key={column} scope="col" role="columnheader" className={styles.columnHeader}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={styles.body}>
        {items.map((item) => (
          <tr key={item.name} role="row" className={styles.row}>
            <th scope="row" role="rowheader" className={styles.rowHeader}>
              <code className={styles.name}>{item.name}</code>
              {item.setBy === 'google' ? (
                <span className={styles.setBy}>{storageSetByGoogle}</span>
              ) : null}
            </th>
            <Cell column={storageColumns.type}>{storageTypeLabels[item.type]}</Cell>
            <Cell column={storageColumns.purpose}>{item.purpose}</Cell>
            <Cell column={storageColumns.category}>
              <Badge tone={categoryTone[item.category]}>
                {storageCategoryLabels[item.category]}
              </Badge>
            </Cell>
            <Cell column={storageColumns.lifetime}>{item.lifetime}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
