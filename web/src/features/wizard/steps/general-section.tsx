import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface GeneralSectionProps {
  title: string;
  hint?: string;
  children: ReactNode;
}

/** A titled group of fields of the General and Activity steps, laid out on a 12-column grid. */
export function GeneralSection({ title, hint, children }: GeneralSectionProps) {
  return (
    <Stack component="section" spacing={1.5}>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </div>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}
