import type { ChartImageLegendItem } from './chart-legend-layout';

/**
 * The legend under a plain-SVG chart (the exported image draws its own from the same items),
 * centred under the chart or, beside a chart that starts at its left edge, from the start.
 */
export function ChartLegendList({
  items,
  align = 'center',
}: {
  items: readonly ChartImageLegendItem[];
  align?: 'center' | 'start';
}) {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        gap: '4px 16px',
        listStyle: 'none',
        padding: 0,
        margin: '8px 0 0',
        fontSize: 13,
      }}
    >
      {items.map((item) => (
        <li key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span
            style={{
              width: 12,
              height: 12,
              borderRadius: 2,
              background: item.color,
              display: 'inline-block',
            }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
