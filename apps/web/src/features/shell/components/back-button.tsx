import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/shared/ui/icons';

interface BackButtonProps {
  to: string;
}

export function BackButton({ to }: BackButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.back')}
    >
      <ArrowLeftIcon />
    </ActionIcon>
  );
}
