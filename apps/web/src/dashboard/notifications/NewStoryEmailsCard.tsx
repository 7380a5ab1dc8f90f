import { useId } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { NEW_STORY_EMAILS_LABEL, NewStoryEmailsField } from './NewStoryEmailsField';
import { useT } from '../../i18n/LanguageContext';

/** A family member's own card for the new-story emails (the owner has the choice in the Family card). */
export function NewStoryEmailsCard({ vaultId }: { vaultId: string }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t(NEW_STORY_EMAILS_LABEL)}
      </Typography>
      <NewStoryEmailsField vaultId={vaultId} labelledBy={titleId} />
    </Card>
  );
}
