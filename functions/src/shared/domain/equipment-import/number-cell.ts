/**
 * The number a money, percent or number cell of an equipment file holds, as text for the number
 * reader: read by the row mapper (map-row.ts) and sampled to decide the file's decimal separator
 * (conventions.ts).
 */

/** A money cell without its currency: "$12,500.00", "12 500 Kč", "EUR 800", "1.200,00 €". */
function withoutCurrency(text: string): string {
  return text
    .trim()
    .replace(/^(?:[$€£¥]|USD|EUR|CZK|GBP|Kč)\s*/i, '')
    .replace(/\s*(?:[$€£¥]|USD|EUR|CZK|GBP|Kč|,-)$/i, '');
}

/** The number a money, percent or number cell holds, without its currency sign or `%`. */
export function numberText(kind: string, cell: string): string {
  if (kind === 'money') return withoutCurrency(cell);
  if (kind === 'percent') return cell.trim().replace(/\s*%$/, '');
  return cell;
}
