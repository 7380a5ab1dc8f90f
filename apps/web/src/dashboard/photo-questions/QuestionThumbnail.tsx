import Box from '@mui/material/Box';
import { useT } from '../../i18n/LanguageContext';

/** A photo question's small picture beside its text in the queue's lists; nothing for other questions. */
export function QuestionThumbnail({ url, size = 56 }: { url: string | null | undefined; size?: number }) {
  const t = useT();
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={t('dashboard.photoQuestion.thumbnailAlt')}
      width={size}
      height={size}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, flex: 'none', bgcolor: 'action.hover' }}
    />
  );
}
