/**
 * A download's file name: the title as a lower-case ASCII slug (accents dropped, so "Spotřeba
 * energie" becomes `spotreba-energie`) and the local date, e.g. `building-energy-usage-2026-11-25.csv`.
 */
export function chartFileName(title: string, date: Date, extension: 'csv' | 'png'): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'chart';
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${slug}-${day}.${extension}`;
}
