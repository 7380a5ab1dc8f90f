import { useId } from 'react';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineRounded';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STARTER_QUEUE_SIZE } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

interface BuildQuestionListCardProps {
  onCreateCustom: () => void;
  onBrowseLibrary: () => void;
  onManage: () => void;
}

export function BuildQuestionListCard({ onCreateCustom, onBrowseLibrary, onManage }: BuildQuestionListCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t('dashboard.build.title')}
      </Typography>
      <Typography sx={{ mb: 2.5 }}>{t('dashboard.build.text', { count: STARTER_QUEUE_SIZE })}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<AddCircleOutline />} onClick={onCreateCustom}>
          {t('dashboard.build.custom')}
        </Button>
        <Button variant="outlined" startIcon={<LibraryBooksOutlined />} onClick={onBrowseLibrary}>
          {t('dashboard.build.library')}
        </Button>
        <Button variant="outlined" startIcon={<ListAltOutlined />} onClick={onManage}>
          {t('dashboard.build.manage')}
        </Button>
      </Stack>
    </Card>
  );
}
