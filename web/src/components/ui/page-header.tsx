import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title row of a screen, with optional actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        {/* A word too long for a phone's line (German compounds) is hyphenated where the browser
            has the language's dictionary, and broken at the edge elsewhere (the theme's body);
            only words of 12 letters or more, so that a title of shorter words wraps whole words. */}
        <Typography
          variant="h4"
          component="h1"
          sx={{ hyphens: 'auto', hyphenateLimitChars: '12 5 5' }}
        >
          {title}
        </Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </div>
      {actions}
    </Stack>
  );
}
