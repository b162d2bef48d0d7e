import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { BrandLink } from '@/components/ui/brand-link';
import { LanguageSelect } from '@/components/ui/language-select';
import { ThemeModeToggle } from '@/components/ui/theme-mode-toggle';

/** Frame of the signed-out screens: product mark, language and theme, then the form. */
export function AuthCard({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 440 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', color: 'primary.main' }}
        >
          <BrandLink />
          <ThemeModeToggle />
        </Stack>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
        </Card>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}
        >
          <LanguageSelect />
          {footer}
        </Stack>
      </Stack>
    </Box>
  );
}
