import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, nonTextPairs, palettes } from '../../tokens';

describe('colour contrast of the token pairs the components use', () => {
  for (const [theme, palette] of Object.entries(palettes)) {
    it.each(contrastPairs)(
      `${theme}: text $foreground on $background reaches 4.5:1`,
      ({ foreground, background }) => {
        expect(
          contrastRatio(palette.foreground[foreground], palette.background[background]),
        ).toBeGreaterThanOrEqual(4.5);
      },
    );
    it.each(nonTextPairs)(
      `${theme}: $border on $background reaches 3:1`,
      ({ border, background }) => {
        expect(
          contrastRatio(palette.border[border], palette.background[background]),
        ).toBeGreaterThanOrEqual(3);
      },
    );
  }

  it('computes the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
