import type { ChartImage } from './chart-svg-export';

/** The PNG has twice the on-screen pixels: sharp on high-density screens and in documents. */
export const PNG_SCALE = 2;

/**
 * Draws a composed chart SVG onto a canvas at `scale` and encodes it as PNG. Rejects (never
 * hangs) when the browser cannot decode the SVG, has no 2D canvas, or cannot encode.
 */
export async function renderChartPng(
  image: ChartImage,
  background: string,
  scale = PNG_SCALE,
): Promise<Blob> {
  const url = URL.createObjectURL(
    new Blob([image.markup], { type: 'image/svg+xml;charset=utf-8' }),
  );
  try {
    const decoded = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser offers no 2D canvas.');
    context.scale(scale, scale);
    context.fillStyle = background;
    context.fillRect(0, 0, image.width, image.height);
    context.drawImage(decoded, 0, 0, image.width, image.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
        'image/png',
      );
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Text width in px as a canvas measures it in `fontFamily`; `undefined` without a canvas. */
export function canvasTextMeasure(
  fontFamily: string,
): ((text: string, fontSize: number) => number) | undefined {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    // jsdom and locked-down browsers have no canvas: the export estimates widths instead.
  }
  if (!context) return undefined;
  const measuring = context;
  return (text, fontSize) => {
    measuring.font = `${fontSize}px ${fontFamily}`;
    return measuring.measureText(text).width;
  };
}

/** A browser that neither loads nor fails an image (jsdom) gets this long. */
const LOAD_TIMEOUT_MS = 10_000;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = window.setTimeout(
      () => reject(new Error('The chart image did not load.')),
      LOAD_TIMEOUT_MS,
    );
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('The chart image could not be decoded.'));
    };
    image.src = url;
  });
}
