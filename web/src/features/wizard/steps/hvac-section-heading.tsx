import Typography from '@mui/material/Typography';

/** The heading of one part of a systems step, e.g. "Cooling". */
export function HvacSectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
