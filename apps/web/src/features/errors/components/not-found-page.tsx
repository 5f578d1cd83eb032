import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { useUserInfo } from '@/shared/api/use-user-info';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { usePageTitleOverride } from '@/shared/i18n/page-title';
import { notFoundTarget } from '../errors.rules';
import { ErrorPageLayout } from './error-page-layout';

/** The 404 page: a title, a description and one button to upcoming bookings or home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { data: userInfo } = useUserInfo();
  const target = notFoundTarget(userInfo?.appFeatures);
  // Shown under any address (a property that does not exist, say): the title says what it is.
  usePageTitleOverride('common:titles.notFound');
  return (
    <ErrorPageLayout
      code="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <PlainButton
          component={Link}
          to={target.to}
          size="md"
          rightSection={<SoonBadge comingSoon={isComingSoonPath(target.to)} />}
        >
          {t(`notFound.${target.kind}`)}
        </PlainButton>
      }
    />
  );
}
