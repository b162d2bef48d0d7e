import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';

export type Tone = 'success' | 'warning' | 'error' | 'default';

/**
 * A Chip coloured by tone whose text keeps a 4.5:1 contrast (WCAG AA). MUI gives white text on
 * the light theme's orange warning (about 3:1) and on the dark theme's light red error (about
 * 3.7:1): filled chips get black text wherever their colour is light (warning in the light
 * theme, every tone in the dark one), outlined warning chips the body text colour.
 */
export function ToneChip({ tone, variant = 'filled', sx, ...props }: ChipProps & { tone: Tone }) {
  const readable = (theme: Theme) => {
    if (tone === 'default') return {};
    if (variant === 'outlined')
      // The variable, not the value: under CSS variables `palette` holds the light scheme's.
      return tone === 'warning' ? { color: (theme.vars ?? theme).palette.text.primary } : {};
    // Under CSS variables the dark scheme is a selector, not `palette.mode`: `applyStyles`.
    return {
      ...(tone === 'warning' ? { color: '#000' } : {}),
      ...theme.applyStyles('dark', { color: '#000' }),
    };
  };
  return (
    <Chip
      color={tone}
      variant={variant}
      sx={[readable, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
