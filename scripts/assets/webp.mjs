// WebP encoding for the scripts that draw the site's sample pictures (sample-images.mjs,
// proof-images.mjs): Chromium takes a lossless PNG screenshot of what a page shows, and its own
// canvas encodes it as WebP at the size asked (downscaled with high-quality smoothing when it is
// smaller), so no image tool is needed beyond the browser the tests already use. Chromium's
// encoder is deterministic: the same drawing gives the same bytes.

/**
 * The page's current viewport as WebP: `width` x `height` pixels (the viewport's size by default),
 * at `quality` (0 to 1).
 */
export async function screenshotWebp(page, { width, height, quality = 0.8 } = {}) {
  const png = await page.screenshot({ type: 'png' });
  const viewport = page.viewportSize();
  const encoded = await page.evaluate(
    async ({ data, width, height, quality }) => {
      const bitmap = await createImageBitmap(
        await (await fetch(`data:image/png;base64,${data}`)).blob(),
      );
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      const url = canvas.toDataURL('image/webp', quality);
      if (!url.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
      return url.slice(url.indexOf(',') + 1);
    },
    {
      data: png.toString('base64'),
      width: width ?? viewport.width,
      height: height ?? viewport.height,
      quality,
    },
  );
  return Buffer.from(encoded, 'base64');
}
