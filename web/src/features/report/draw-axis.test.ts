// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TICK_SIZE, drawTickBelow, drawTitleBelow, drawTitleUp, drawValueAxis } from './draw-axis';
import { CONTENT_WIDTH, MARGIN, MUTED, PdfWriter, RULE } from './pdf-writer';
import { REPORT_FONTS } from './report-test-kit';

async function writerWithSpies() {
  const writer = await PdfWriter.create(REPORT_FONTS, 'Axes', 'en');
  writer.newPage();
  return {
    writer,
    texts: vi.spyOn(writer, 'drawAt'),
    turned: vi.spyOn(writer.page, 'drawText'),
    lines: vi.spyOn(writer.page, 'drawLine'),
  };
}

describe('the chart axes', () => {
  it('centre a title under the plot and a tick label on its tick', async () => {
    const { writer, texts } = await writerWithSpies();
    drawTitleBelow(writer, 'Month', 100, 300, 50);
    drawTickBelow(writer, '2025', 200, 60);
    const [title, titleX, titleY, titleStyle] = texts.mock.calls[0]!;
    const [tick, tickX, , tickStyle] = texts.mock.calls[1]!;
    expect([title, titleY, titleStyle]).toEqual(['Month', 50, { size: 8, color: MUTED }]);
    expect(titleX + writer.widthOf('Month', 8) / 2).toBeCloseTo(250);
    expect(tick).toBe('2025');
    expect(tickX + writer.widthOf('2025', TICK_SIZE) / 2).toBeCloseTo(200);
    expect(tickStyle).toEqual({ size: TICK_SIZE, color: MUTED });
  });

  it('turn a title up the page, bold when asked', async () => {
    const { writer, turned } = await writerWithSpies();
    drawTitleUp(writer, 'Impact', MARGIN + 8, 100, 130, true);
    const [text, options] = turned.mock.calls[0]!;
    expect(text).toBe('Impact');
    expect(options?.font).toBe(writer.bold);
    expect([options?.x, options?.size, options?.color]).toEqual([MARGIN + 8, 8, MUTED]);
    expect(options!.y! + writer.widthOf('Impact', 8, true) / 2).toBeCloseTo(165);
  });

  it('draw a value axis: grid lines across the plot, labels before it, a right axis after', async () => {
    const { writer, texts, turned, lines } = await writerWithSpies();
    drawValueAxis(writer, {
      title: 'kWh',
      rightTitle: '°C',
      left: 120,
      right: 400,
      bottom: 100,
      height: 200,
      ticks: [
        { y: 100, label: '0', rightLabel: '-10' },
        { y: 300, label: '50', rightLabel: '30' },
      ],
    });
    const up = turned.mock.calls.filter(([, options]) => options?.rotate !== undefined);
    expect(up.map(([text, options]) => [text, options?.x])).toEqual([
      ['kWh', MARGIN + 8],
      ['°C', MARGIN + CONTENT_WIDTH],
    ]);
    expect(lines.mock.calls.map(([line]) => [line.start, line.end, line.color])).toEqual([
      [{ x: 120, y: 100 }, { x: 400, y: 100 }, RULE],
      [{ x: 120, y: 300 }, { x: 400, y: 300 }, RULE],
    ]);
    const [zero, minusTen] = texts.mock.calls;
    expect(zero![1] + writer.widthOf('0', TICK_SIZE)).toBeCloseTo(116);
    expect(zero![2]).toBe(97.5);
    expect(minusTen!.slice(0, 3)).toEqual(['-10', 404, 97.5]);
  });
});
