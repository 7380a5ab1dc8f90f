import { useId, useState } from 'react';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../site';
import { useT } from '../../i18n/LanguageContext';

interface MobileAccountMenuProps {
  name: string;
  email: string;
  onLogout: () => Promise<void>;
}

/** docs/product.md §2 Mobile Account Menu: name, email, Your account, Contact Us (a mail link to support) and Logout. */
export function MobileAccountMenu({ name, email, onLogout }: MobileAccountMenuProps) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const open = Boolean(anchor);
  return (
    <>
      <IconButton
        aria-label={t('dashboard.account.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <AccountCircleOutlined fontSize="large" />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': t('dashboard.account.menu'),
            sx: { width: 300, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <div>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          </div>
          <Divider />
          <Button
            variant="text"
            component={RouterLink}
            to="/dashboard/account"
            onClick={() => setAnchor(null)}
            sx={{ justifyContent: 'flex-start' }}
          >
            {t('dashboard.account.yourAccount')}
          </Button>
          <Button variant="text" href={`mailto:${SUPPORT_EMAIL}`} sx={{ justifyContent: 'flex-start' }}>
            {t('dashboard.account.contactUs')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              setAnchor(null);
              void onLogout();
            }}
          >
            {t('dashboard.account.logout')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
