import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '@/shared/api/use-user-info';
import { notFoundTarget } from '../errors.rules';
import { ErrorPageLayout } from './error-page-layout';

/** spec §2 "404 page": a title, a description and one button to upcoming bookings or home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { data: userInfo } = useUserInfo();
  const target = notFoundTarget(userInfo?.appFeatures);
  return (
    <ErrorPageLayout
      code="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Button component={Link} to={target.to} size="md">
          {t(`notFound.${target.kind}`)}
        </Button>
      }
    />
  );
}
