// How a new screenshot differs from its baseline, for the visual review (issue 41): the pixels
// that changed at all, and those that changed beyond anti-aliasing (pixelmatch's detection of the
// soft edges of text and shapes, which a renderer draws a shade apart from run to run). A
// difference made only of anti-aliased pixels is rendering noise; anything else, or a new size,
// is a change. The review tells them apart; the zero-tolerance gate still fails both.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The overlay's colours for a changed pixel and for an anti-aliased edge. */
export const changeColour = [230, 0, 60];
export const edgeColour = [255, 170, 0];

/**
 * `{ width, height, expectedWidth, expectedHeight, changed, beyondAntiAliasing, kind }` for two
 * PNGs (the size is the new one's); `kind` is 'size' (the picture changed size), 'noise' (only
 * anti-aliased pixels changed), 'change', or 'same'; `mask` is a PNG of the changed pixels (red,
 * anti-aliased ones amber) on a transparent ground, or null.
 */
export function pixelChange(expectedBytes, actualBytes) {
  const expected = PNG.sync.read(expectedBytes);
  const actual = PNG.sync.read(actualBytes);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      width: actual.width,
      height: actual.height,
      expectedWidth: expected.width,
      expectedHeight: expected.height,
      changed: null,
      mask: null,
      beyondAntiAliasing: null,
      kind: 'size',
    };
  }
  const { width, height } = actual;
  const changed = pixelmatch(expected.data, actual.data, null, width, height, {
    threshold: 0,
    includeAA: true,
  });
  // The mask: a transparent picture with the changed pixels in red and the anti-aliased ones in
  // amber, laid over the new image by the review's overlay. (pixelmatch's own mask leaves the
  // anti-aliased pixels out, so its drawing is made transparent everywhere else.)
  const mask = changed === 0 ? null : new PNG({ width, height });
  const beyondAntiAliasing =
    changed === 0
      ? 0
      : pixelmatch(expected.data, actual.data, mask.data, width, height, {
          threshold: 0,
          includeAA: false,
          alpha: 0,
          diffColor: changeColour,
          aaColor: edgeColour,
        });
  if (mask) {
    const data = mask.data;
    for (let at = 0; at < data.length; at += 4) {
      const drawn = [changeColour, edgeColour].some(
        ([r, g, b]) => data[at] === r && data[at + 1] === g && data[at + 2] === b,
      );
      data[at + 3] = drawn ? 255 : 0;
    }
  }
  const kind = changed === 0 ? 'same' : beyondAntiAliasing === 0 ? 'noise' : 'change';
  return {
    width,
    height,
    expectedWidth: width,
    expectedHeight: height,
    changed,
    beyondAntiAliasing,
    kind,
    mask: mask ? PNG.sync.write(mask) : null,
  };
}
