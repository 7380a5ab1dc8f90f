import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isFirstVisit } from '../api/firstVisit';
import { useT } from '../i18n/LanguageContext';

/** 'Welcome back, {name}' (docs/product.md §2); an owner whose account was just made is not back yet: 'Welcome, {name}'. */
export function WelcomeBanner({ name, email }: { name: string; email: string }) {
  const t = useT();
  const greeting = isFirstVisit(email) ? t('dashboard.welcome.first', { name }) : t('dashboard.welcome.back', { name });
  return (
    <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: '#f3e9da', borderRadius: 3 }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {greeting}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('dashboard.welcome.lead')}</Typography>
    </Paper>
  );
}
