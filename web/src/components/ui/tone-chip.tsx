import Chip, { type ChipProps } from '@mui/material/Chip';

export type Tone = 'success' | 'warning' | 'error' | 'default';

/**
 * A Chip coloured by tone. Its text keeps a 4.5:1 contrast (WCAG AA) through the theme
 * (`lib/theme/create-app-theme.ts`): filled chips write in the colour's contrast text, chosen at
 * 4.5:1, and outlined ones in the colour itself, dark enough on the light background.
 */
export function ToneChip({ tone, ...props }: ChipProps & { tone: Tone }) {
  return <Chip color={tone} {...props} />;
}
