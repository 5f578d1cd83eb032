import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '@/shared/ui/icons';
import { BackButton } from './back-button';
import { BrandLogo } from '@/shared/ui/brand-logo';
import classes from './mobile-header.module.css';

interface CompactHeaderProps {
  backTarget: string | null;
  homePath: string;
}

/**
 * The compact header of the checklist, request-confirmation and manage-subscription pages:
 * a back button and the logo, nothing to wander off to.
 */
export function CompactHeader({ backTarget, homePath }: CompactHeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div className={classes.header}>
      <Group gap="xs" wrap="nowrap">
        {backTarget ? (
          <BackButton to={backTarget} />
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('header.back')}
            onClick={() => void navigate(-1)}
          >
            <ArrowLeftIcon />
          </ActionIcon>
        )}
        <BrandLogo to={homePath} />
      </Group>
    </div>
  );
}
