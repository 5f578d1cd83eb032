import { useTranslation } from '@/shared/i18n/use-translation';
import classes from './shell.module.css';

/** Lets keyboard users jump over the header and navigation to the page itself. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href="#main-content" className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
