import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { IntroEmailContent } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

interface IntroEmailPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  email: IntroEmailContent;
}

/** Shows exactly the introduction email the delivery module sends (introEmailContent). */
export function IntroEmailPreviewDialog({ open, onClose, email }: IntroEmailPreviewDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dashboard.introPreview.title')}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a long email on a small screen. */}
      <DialogContent tabIndex={0}>
        <Typography sx={{ mb: 2 }}>
          {t.rich('dashboard.introPreview.subject', { subject: email.subject, b: (words) => <strong>{words}</strong> })}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
          <Typography sx={{ mb: 1.5 }}>{email.greeting}</Typography>
          {email.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          <Typography sx={{ fontStyle: 'italic' }}>{email.signature}</Typography>
        </Paper>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('dashboard.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
