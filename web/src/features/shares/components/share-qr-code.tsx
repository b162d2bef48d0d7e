import Box from '@mui/material/Box';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Modules of quiet zone around the code (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as SVG (error correction M: about 15 % of the code may be damaged), black
 * on white in both colour modes so that any scanner reads it, named by `label` for screen
 * readers.
 */
export function ShareQrCode({
  text,
  label,
  size = 176,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const modules = code.getModuleCount();
    let drawn = '';
    for (let row = 0; row < modules; row += 1) {
      for (let col = 0; col < modules; col += 1) {
        if (code.isDark(row, col)) drawn += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { count: modules + 2 * QUIET_ZONE, path: drawn };
  }, [text]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="share-qr-code"
      sx={{ display: 'block', bgcolor: '#fff', borderRadius: 1 }}
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </Box>
  );
}
