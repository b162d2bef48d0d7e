import Typography from '@mui/material/Typography';

export function AuthFormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </div>
  );
}
