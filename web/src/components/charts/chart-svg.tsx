import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The SVG of a chart drawn by hand (bands, blocks, waterfall) at its measured size, in the theme's
 * font; hidden from screen readers, which read the card's image name and its table instead.
 */
export function ChartSvg({
  width,
  height,
  children,
}: {
  width: number;
  height: number;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      style={{ display: 'block' }}
      fontFamily={theme.typography.fontFamily}
      aria-hidden
    >
      {children}
    </svg>
  );
}
