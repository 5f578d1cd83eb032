import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/shared/ui/icons';
import { PlainActionIcon } from '@/shared/ui/plain/plain-action-icon';

interface BackButtonProps {
  to: string;
}

export function BackButton({ to }: BackButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <PlainActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.back')}
    >
      <ArrowLeftIcon />
    </PlainActionIcon>
  );
}
