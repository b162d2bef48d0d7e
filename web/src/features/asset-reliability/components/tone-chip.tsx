import Chip, { type ChipProps } from '@mui/material/Chip';

export type Tone = 'success' | 'warning' | 'error' | 'default';

/**
 * A Chip coloured by tone whose text keeps a 4.5:1 contrast: MUI's light-mode warning (orange)
 * carries white text at about 3:1, so warning chips get black text (filled) or the body text
 * colour (outlined) instead.
 */
export function ToneChip({ tone, variant = 'filled', sx, ...props }: ChipProps & { tone: Tone }) {
  const readable =
    tone === 'warning' ? { color: variant === 'outlined' ? 'text.primary' : '#000' } : {};
  return <Chip color={tone} variant={variant} sx={{ ...readable, ...sx }} {...props} />;
}
