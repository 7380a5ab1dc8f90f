import { useId } from 'react';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { VaultView } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';
import { getMyGifts } from './giftCalls';
import { longStartDay } from './startDay';

/**
 * A gift's vault, for its giver: the day it starts (until then nothing reaches the senior) and
 * the printable card, A5 or US Letter.
 */
export function GiftStartCard({ vault }: { vault: VaultView }) {
  const t = useT();
  const titleId = useId();
  // Only a gift's vault carries the giver's message: no other vault asks for the gifts.
  const isGift = Boolean(vault.giftMessage);
  const gifts = useQuery({
    queryKey: ['gifts', 'mine'],
    queryFn: ({ signal }) => getMyGifts(signal),
    enabled: isGift,
  });
  const gift = gifts.data?.find((g) => g.vaultId === vault.id);
  if (!isGift || (!vault.startsOn && !gift)) return null;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CardGiftcardOutlined color="primary" aria-hidden="true" />
        <Typography id={titleId} variant="h3" component="h2">
          {vault.startsOn
            ? t('dashboard.gift.startsOn', { day: longStartDay(vault.startsOn, t.language) })
            : t('dashboard.gift.yourGift', { name: vault.seniorName })}
        </Typography>
      </Stack>
      {vault.startsOn && (
        <Typography sx={{ mt: 1 }}>{t('dashboard.gift.startText', { name: vault.seniorName })}</Typography>
      )}
      {gift && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button variant="contained" href={gift.cardUrls.a5} download sx={{ minHeight: 48 }}>
            {t('dashboard.gift.cardA5')}
          </Button>
          <Button variant="outlined" href={gift.cardUrls.letter} download sx={{ minHeight: 48 }}>
            {t('dashboard.gift.cardLetter')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
