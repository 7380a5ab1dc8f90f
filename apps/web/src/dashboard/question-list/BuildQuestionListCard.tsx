import { useId } from 'react';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineRounded';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STARTER_QUEUE_SIZE } from '@storyvault/contracts';

interface BuildQuestionListCardProps {
  onCreateCustom: () => void;
  onBrowseLibrary: () => void;
  onManage: () => void;
}

export function BuildQuestionListCard({ onCreateCustom, onBrowseLibrary, onManage }: BuildQuestionListCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        Build Your Family Question List
      </Typography>
      <Typography sx={{ mb: 2.5 }}>
        {`Your vault starts with ${STARTER_QUEUE_SIZE} thoughtful questions. Keep them as they are, add more from our library, or write your own custom questions.`}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<AddCircleOutline />} onClick={onCreateCustom}>
          Create a Custom Question
        </Button>
        <Button variant="outlined" startIcon={<LibraryBooksOutlined />} onClick={onBrowseLibrary}>
          Browse Our Question Library
        </Button>
        <Button variant="outlined" startIcon={<ListAltOutlined />} onClick={onManage}>
          Manage Your Questions
        </Button>
      </Stack>
    </Card>
  );
}
