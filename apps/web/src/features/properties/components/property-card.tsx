import type { PropertyListItem } from '@hostdeck/contract/properties/property-list.schemas';
import type { TFunction } from '@/shared/i18n/translate';
import { memo } from 'react';
import { paths } from '@/app/paths';
import { PhotoAfterPaint } from '@/shared/ui/after-paint';
import classes from './property-card.module.css';
import { UnitStateBadge } from './unit-state-badge';

interface PropertyCardProps {
  property: PropertyListItem;
  /** The list's `propertiesPage` texts: one translation hook for the page, not one per card. */
  t: TFunction<'propertiesPage'>;
}

/**
 * One property of the list with its unit summary and each unit's state badge. Plain elements with
 * a CSS module (decision 0051): the list is the page's first render, and the kit's layout
 * components cost a style pass each for what is only layout. Its links are plain anchors: the list
 * routes their clicks (`useLinkClickNavigation`). Memoised: typing in the search box re-renders
 * the page, not the cards, and the query keeps unchanged properties the same objects.
 */
export const PropertyCard = memo(function PropertyCard({ property, t }: PropertyCardProps) {
  const title = property.title ?? t('list.untitled');
  const summary = property.unitSummary;
  return (
    <article className={classes.card} aria-label={title}>
      <div className={classes.header}>
        <div>
          <a
            href={paths.property(property.id)}
            className={`mantine-focus-auto ${classes.title}`}
            aria-label={t('list.openProperty', { title })}
          >
            {title}
          </a>
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
              {unit.thumbnail ? (
                <PhotoAfterPaint src={unit.thumbnail} alt="" className={classes.thumbnail} />
              ) : null}
              <a href={paths.unit(property.id, unit.id)} className={`mantine-focus-auto ${classes.unitLink}`}>
                {unit.title ?? t('units.untitled')}
              </a>
            </div>
            <div className={classes.state}>
              <UnitStateBadge state={unit.state} previewLinkCount={unit.previewLinkCount} t={t} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
});
