import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of the Electricity or Heating step. */
export function ConsumptionSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
