import { useCallback, useState, type RefObject } from 'react';
import { buildChartCsv } from './chart-csv';
import { chartFileName } from './chart-file-name';
import { canvasTextMeasure, renderChartPng } from './chart-png';
import type { ChartImageLegendItem } from './chart-legend-layout';
import { composeChartSvg } from './chart-svg-export';
import type { ChartCategory, ChartSeries, ChartTextColumn } from './chart-types';
import { downloadBlob } from './download-blob';
import { findChartSvg } from './find-chart-svg';

export interface ChartExportInput {
  title: string;
  subtitle?: string;
  categoryLabel: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  textColumns?: readonly ChartTextColumn[];
  legend: readonly ChartImageLegendItem[];
  /** The card: its background and text colour go into the image. */
  cardRef: RefObject<HTMLElement | null>;
  /** The element holding the chart's SVG. */
  chartRef: RefObject<HTMLElement | null>;
}

export interface ChartExport {
  downloadCsv: () => void;
  downloadPng: () => Promise<void>;
  pngBusy: boolean;
  pngFailed: boolean;
}

/** The card's CSV and PNG downloads (file names from the title and today's date). */
export function useChartExport(input: ChartExportInput): ChartExport {
  const { title, subtitle, categoryLabel, categories, series, textColumns, legend } = input;
  const { cardRef, chartRef } = input;
  const [pngBusy, setPngBusy] = useState(false);
  const [pngFailed, setPngFailed] = useState(false);

  const downloadCsv = useCallback(() => {
    const csv = buildChartCsv({ categoryLabel, categories, series, textColumns });
    downloadBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      chartFileName(title, new Date(), 'csv'),
    );
  }, [categoryLabel, categories, series, textColumns, title]);

  const downloadPng = useCallback(async () => {
    setPngBusy(true);
    setPngFailed(false);
    try {
      const card = cardRef.current;
      const svg = chartRef.current ? findChartSvg(chartRef.current) : null;
      if (!card || !svg) throw new Error('The chart is not drawn.');
      const style = window.getComputedStyle(card);
      const background = opaqueBackground(card);
      const fontFamily = style.fontFamily || 'sans-serif';
      const image = composeChartSvg(svg, {
        title,
        subtitle,
        legend,
        background,
        textColor: style.color || '#000000',
        fontFamily,
        measureText: canvasTextMeasure(fontFamily),
      });
      const png = await renderChartPng(image, background);
      downloadBlob(png, chartFileName(title, new Date(), 'png'));
    } catch (failure) {
      console.error(failure);
      setPngFailed(true);
    } finally {
      setPngBusy(false);
    }
  }, [cardRef, chartRef, legend, subtitle, title]);

  return { downloadCsv, downloadPng, pngBusy, pngFailed };
}

/** The first opaque background at or above the element: the paper the chart is seen on. */
function opaqueBackground(element: HTMLElement): string {
  for (let at: HTMLElement | null = element; at; at = at.parentElement) {
    const color = window.getComputedStyle(at).backgroundColor;
    if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return '#ffffff';
}
