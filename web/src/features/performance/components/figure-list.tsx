import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FigureItem {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}

/** Labelled figures as a description list (the panels of spec 2.9). */
export function FigureList({ items }: { items: readonly FigureItem[] }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {items.map((item) => (
        <Grid key={item.label} size={{ xs: 12, sm: 6 }} data-testid={item.testId}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {item.value || '—'}
          </Typography>
          {item.note ? (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {item.note}
            </Typography>
          ) : null}
        </Grid>
      ))}
    </Grid>
  );
}
