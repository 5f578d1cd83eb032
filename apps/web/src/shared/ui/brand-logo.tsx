import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import classes from './brand-logo.module.css';
import { PlainUnstyledButton } from './plain/plain-unstyled-button';
import { PlainText } from './plain/plain-text';
import { PlainGroup } from './plain/plain-group';

interface BrandLogoProps {
  to: string;
  compact?: boolean;
}

/** The product mark and name; links to the host's start page. */
export function BrandLogo({ to, compact = false }: BrandLogoProps) {
  const { t } = useTranslation('common');
  const title = t('productTitle');
  return (
    <PlainUnstyledButton component={Link} to={to} className={classes.logo} aria-label={t('productTitle')}>
      <PlainGroup gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
          <rect width="28" height="28" rx="8" className={classes.mark} />
          <path
            d="M8 20V9l6-3 6 3v11M11 20v-5h6v5"
            fill="none"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {compact ? null : (
          <PlainText fw={700} size="lg" className={classes.name}>
            {title}
          </PlainText>
        )}
      </PlainGroup>
    </PlainUnstyledButton>
  );
}
