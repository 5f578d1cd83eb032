import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import { Button, Code, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useUserInfo } from '@/shared/api/use-user-info';
import { notFoundTarget } from '../errors.rules';
import { ErrorPageLayout } from './error-page-layout';

interface ServerErrorPageProps {
  /** What failed, shown as the error code line (an HTTP status or a correlation id). */
  errorCode?: string;
}

/** The 500 page: title, description, error code, reload and (when allowed) bookings. */
export function ServerErrorPage({ errorCode = '500' }: ServerErrorPageProps) {
  const { t } = useTranslation('shell');
  const { data: userInfo } = useUserInfo();
  const target = notFoundTarget(userInfo?.appFeatures);
  return (
    <ErrorPageLayout
      code="500"
      title={t('serverError.title')}
      description={t('serverError.description')}
      detail={
        <Text size="sm" c="dimmed">
          {t('serverError.code')} <Code>{errorCode}</Code>
        </Text>
      }
      actions={
        <>
          <Button size="md" onClick={() => window.location.reload()}>
            {t('serverError.reload')}
          </Button>
          {target.kind === 'upcomingBookings' ? (
            <Button component={Link} to={target.to} size="md" variant="default">
              {t('serverError.upcomingBookings')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
