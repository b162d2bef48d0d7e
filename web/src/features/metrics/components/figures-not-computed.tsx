import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';

export interface FiguresNotComputedProps {
  icon: ReactNode;
  /** Why there are no figures, and what they need (translated by the screen). */
  title: string;
  description: string;
  /** The freshness bar, above the notice. */
  header: ReactNode;
  /** Where the missing input is entered (owners and editors only), with the button's label. */
  action?: { href: string; label: string };
}

/** A figure screen before the building's figures exist: why, and where to add what they need. */
export function FiguresNotComputed({
  icon,
  title,
  description,
  header,
  action,
}: FiguresNotComputedProps) {
  return (
    <Stack spacing={2}>
      {header}
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          action ? (
            <Button component={RouterLink} to={action.href} variant="contained">
              {action.label}
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}
