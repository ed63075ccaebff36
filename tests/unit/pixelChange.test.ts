import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts (no types).
import { pixelChange } from '../../scripts/visual/pixelChange.mjs';

/**
 * The visual review's reading of a difference (scripts/visual/pixelChange.mjs): the same
 * picture, a change, a new size, and a change only in anti-aliased pixels (the soft edge between
 * a dark and a light area drawn a shade apart), which is rendering noise.
 */
function png(width: number, height: number, shade: (x: number, y: number) => number): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const value = shade(x, y);
      image.data[at] = value;
      image.data[at + 1] = value;
      image.data[at + 2] = value;
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

/** Black on the left, white on the right, a grey edge column between them. */
const edge = (grey: number) => (x: number) => (x < 4 ? 0 : x > 4 ? 255 : grey);

describe('pixelChange', () => {
  it('finds nothing in the same picture', () => {
    expect(pixelChange(png(9, 9, edge(128)), png(9, 9, edge(128)))).toMatchObject({
      changed: 0,
      kind: 'same',
    });
  });

  it('counts a real change: a pixel of a flat area', () => {
    const before = png(9, 9, () => 255);
    const after = png(9, 9, (x, y) => (x === 2 && y === 2 ? 0 : 255));
    expect(pixelChange(before, after)).toMatchObject({
      changed: 1,
      beyondAntiAliasing: 1,
      kind: 'change',
    });
  });

  it('tells an anti-aliased edge drawn a shade apart from a change: noise', () => {
    const result = pixelChange(png(9, 9, edge(128)), png(9, 9, edge(120)));
    expect(result.changed).toBe(9);
    expect(result.beyondAntiAliasing).toBe(0);
    expect(result.kind).toBe('noise');
  });

  it('says when the picture changed size', () => {
    expect(
      pixelChange(
        png(9, 9, () => 255),
        png(9, 12, () => 255),
      ),
    ).toMatchObject({
      height: 12,
      kind: 'size',
    });
  });

  it('draws the changed pixels for the overlay: a change in red, an anti-aliased edge in amber, the rest clear', () => {
    const before = png(9, 9, edge(128));
    const after = png(9, 9, (x, y) => (x === 8 && y === 0 ? 0 : edge(120)(x)));
    const { mask, changed, beyondAntiAliasing } = pixelChange(before, after);
    expect([changed, beyondAntiAliasing]).toEqual([10, 1]);
    const drawn = PNG.sync.read(mask);
    const at = (x: number, y: number) => [
      ...drawn.data.subarray((y * 9 + x) * 4, (y * 9 + x) * 4 + 4),
    ];
    expect(at(8, 0)).toEqual([230, 0, 60, 255]);
    expect(at(4, 4)).toEqual([255, 170, 0, 255]);
    expect(at(0, 4)[3]).toBe(0);
    expect(pixelChange(before, before).mask).toBeNull();
  });
});
