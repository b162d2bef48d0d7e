import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list, in one or two columns by width. */
export function FactList({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 1,
        gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ minWidth: 0 }} data-testid={`fact-${fact.key}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
