import * as styles from './Hero.css';

/** Node positions of the diagram: four layers, three or four modules each. */
const layers: ReadonlyArray<ReadonlyArray<number>> = [
  [96, 200, 304],
  [72, 160, 248, 336],
  [96, 200, 304],
  [72, 160, 248, 336],
];
const layerY = [150, 222, 294, 366];
const accentNodes = new Set(['0-1', '1-2', '2-0', '3-3']);

/**
 * A decorative "growth architecture" diagram: four system layers of connected modules under a
 * compounding curve. Purely visual (aria-hidden); colours come from the theme tokens.
 */
export function HeroArt() {
  const links: Array<[number, number, number, number]> = [];
  layers.forEach((row, layer) => {
    const next = layers[layer + 1];
    if (!next) return;
    const y1 = layerY[layer] ?? 0;
    const y2 = layerY[layer + 1] ?? 0;
    row.forEach((x, index) => {
      const a = next[index];
      const b = next[index + 1];
      if (a !== undefined) links.push([x, y1, a, y2]);
      if (b !== undefined) links.push([x, y1, b, y2]);
    });
  });
  return (
    <svg className={styles.artSvg} viewBox="0 0 408 416" aria-hidden="true" focusable="false">
      <rect className={styles.artPanel} x="8" y="8" width="392" height="400" rx="20" />
      <path
        className={styles.artArea}
        d="M40 112 C 120 108 170 92 230 72 S 330 36 368 28 L 368 112 Z"
      />
      <path className={styles.artCurve} d="M40 112 C 120 108 170 92 230 72 S 330 36 368 28" />
      <circle className={styles.artNodeAccent} cx="368" cy="28" r="6" />
      {layerY.map((y) => (
        <rect key={y} className={styles.artBar} x="32" y={y - 24} width="344" height="48" rx="12" />
      ))}
      {links.map(([x1, y1, x2, y2]) => (
        <line
          key={`${x1}-${y1}-${x2}-${y2}`}
          className={styles.artLink}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
        />
      ))}
      {layers.map((row, layer) =>
        row.map((x, index) => {
          const y = layerY[layer] ?? 0;
          const accent = accentNodes.has(`${layer}-${index}`);
          return (
            <rect
              key={`${y}-${x}`}
              className={accent ? styles.artNodeAccent : styles.artNode}
              x={x - 14}
              y={y - 14}
              width="28"
              height="28"
              rx="8"
            />
          );
        }),
      )}
    </svg>
  );
}
