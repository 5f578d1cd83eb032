import type { PropertyListItem } from '@hostdeck/contract/properties/property-list.schemas';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import classes from './property-card.module.css';
import { UnitStateBadge } from './unit-state-badge';

interface PropertyCardProps {
  property: PropertyListItem;
}

/**
 * One property of the list with its unit summary and each unit's state badge. Plain elements with
 * a CSS module (decision 0051): the list is the page's first render, and the kit's layout
 * components cost a style pass each for what is only layout. Memoised: typing in the search box
 * re-renders the page, not the cards, and the query keeps unchanged properties the same objects.
 */
export const PropertyCard = memo(function PropertyCard({ property }: PropertyCardProps) {
  const { t } = useTranslation('propertiesPage');
  const title = property.title ?? t('list.untitled');
  const summary = property.unitSummary;
  return (
    <article className={classes.card} aria-label={title}>
      <div className={classes.header}>
        <div>
          <Link
            to={paths.property(property.id)}
            className={`mantine-focus-auto ${classes.title}`}
            aria-label={t('list.openProperty', { title })}
          >
            {title}
          </Link>
          <p className={classes.details}>
            {t(`list.propertyType.${property.propertyType}`)} · {t('list.summary', { count: summary.total })}
          </p>
        </div>
        <div className={classes.counts}>
          {summary.published > 0 ? (
            <p className={classes.count}>{t('list.summaryPublished', { count: summary.published })}</p>
          ) : null}
          {summary.inProgress > 0 ? (
            <p className={classes.count}>{t('list.summaryInProgress', { count: summary.inProgress })}</p>
          ) : null}
          {summary.actionNeeded > 0 ? (
            <p className={classes.count} data-alert>
              {t('list.summaryActionNeeded', { count: summary.actionNeeded })}
            </p>
          ) : null}
        </div>
      </div>
      <ul className={classes.units} aria-label={t('list.unitsLabel', { title })}>
        {property.units.map((unit) => (
          <li key={unit.id} className={classes.unit}>
            <div className={classes.unitName}>
              {unit.thumbnail ? <img src={unit.thumbnail} alt="" className={classes.thumbnail} /> : null}
              <Link
                to={paths.unit(property.id, unit.id)}
                className={`mantine-focus-auto ${classes.unitLink}`}
              >
                {unit.title ?? t('units.untitled')}
              </Link>
            </div>
            <div className={classes.state}>
              <UnitStateBadge state={unit.state} previewLinkCount={unit.previewLinkCount} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
});
