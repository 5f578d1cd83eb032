import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { ShellModel } from '../hooks/use-shell-model';
import { BackButton } from './back-button';
import { BrandLogo } from '@/shared/ui/brand-logo';
import classes from './mobile-header.module.css';

interface MobileHeaderProps {
  model: ShellModel;
  /** The notifications bell, composed by the shell. */
  notifications: ReactNode;
}

/** Mobile header: back, logo and the account avatar linking to the account page (spec §2). */
export function MobileHeader({ model, notifications }: MobileHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={classes.header}>
      <Group gap={4} wrap="nowrap">
        {model.backTarget ? <BackButton to={model.backTarget} /> : null}
        <BrandLogo to={model.homePath} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {notifications}
        <UnstyledButton
          component={Link}
          to={paths.account()}
          className={classes.avatar}
          aria-label={t('account.openPage', { name: model.displayName })}
        >
          <Avatar src={model.avatarUrl} alt="" radius="xl" size={32} color="deck">
            {model.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Group>
    </div>
  );
}
