import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function WelcomeBanner({ name }: { name: string }) {
  return (
    <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: '#f3e9da', borderRadius: 3 }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>{`Welcome back, ${name}`}</Typography>
      <Typography sx={{ mt: 1 }}>Every answer becomes part of your family&rsquo;s story collection.</Typography>
    </Paper>
  );
}
