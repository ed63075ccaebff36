// How a new screenshot differs from its baseline, for the visual review (issue 41): the pixels
// that changed at all, and those that changed beyond anti-aliasing (pixelmatch's detection of the
// soft edges of text and shapes, which a renderer draws a shade apart from run to run). A
// difference made only of anti-aliased pixels is rendering noise; anything else, or a new size,
// is a change. The review tells them apart; the zero-tolerance gate still fails both.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * `{ width, height, changed, beyondAntiAliasing, kind }` for two PNGs; `kind` is 'size' (the
 * picture changed size), 'noise' (only anti-aliased pixels changed), 'change', or 'same'.
 */
export function pixelChange(expectedBytes, actualBytes) {
  const expected = PNG.sync.read(expectedBytes);
  const actual = PNG.sync.read(actualBytes);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      width: actual.width,
      height: actual.height,
      changed: null,
      beyondAntiAliasing: null,
      kind: 'size',
    };
  }
  const { width, height } = actual;
  const count = (includeAA) =>
    pixelmatch(expected.data, actual.data, null, width, height, { threshold: 0, includeAA });
  const changed = count(true);
  const beyondAntiAliasing = changed === 0 ? 0 : count(false);
  const kind = changed === 0 ? 'same' : beyondAntiAliasing === 0 ? 'noise' : 'change';
  return { width, height, changed, beyondAntiAliasing, kind };
}
