import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/**
 * A level-2 heading only screen readers see, naming what follows where the screen shows that name
 * another way (the open tab, the wizard's current step): the cards' and panels' h3 titles below it
 * then sit under a heading of their own, for those who move by headings.
 */
export function HiddenHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}
