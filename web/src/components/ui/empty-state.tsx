import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** An honest empty screen: says what will be here and, when there is one, what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 560, mx: 'auto' }}>
        {icon ? (
          <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Stack>
        ) : null}
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}
