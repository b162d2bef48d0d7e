import { describe, expect, it } from 'vitest';
import { chartFileName } from './chart-file-name';

describe('chartFileName', () => {
  const day = new Date(2026, 10, 5, 23, 30);

  it('slugs the title and adds the local date', () => {
    expect(chartFileName('Building Energy Usage (MWh)', day, 'csv')).toBe(
      'building-energy-usage-mwh-2026-11-05.csv',
    );
  });

  it('drops accents of Czech and German titles', () => {
    expect(chartFileName('Spotřeba energie – Žádná', day, 'png')).toBe(
      'spotreba-energie-zadna-2026-11-05.png',
    );
    expect(chartFileName('Verbrauch für Kühlung', day, 'png')).toBe(
      'verbrauch-fur-kuhlung-2026-11-05.png',
    );
  });

  it('names a title without letters "chart"', () => {
    expect(chartFileName('€ / %', day, 'csv')).toBe('chart-2026-11-05.csv');
  });
});
