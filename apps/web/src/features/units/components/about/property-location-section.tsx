import type { Address } from '@hostdeck/contract/properties/address.schemas';
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { countryName } from '@/shared/i18n/country-name';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { QueryState } from '@/shared/ui/query-state';
import { useProperty } from '../../api/get-property-location';

// The address form (its country list, address rules, schemas and a picker) is asked for when the
// host opens it. The address rarely changes once listed, and a unit page opens on the unit's own
// text: it shows the address as text, and loads no form code for it until asked.
const PropertyLocationEditor = lazy(() =>
  import('./property-location-editor').then((module) => ({ default: module.PropertyLocationEditor })),
);

/** The property's address on the unit's about page: as text with a button that opens its form. */
export function PropertyLocationSection({ propertyId }: { propertyId: string }) {
  const [editing, setEditing] = useState(false);
  const property = useProperty(propertyId);
  const loading = <QueryState isError={false} onRetry={() => undefined} />;
  if (editing) {
    return (
      <Suspense fallback={loading}>
        <PropertyLocationEditor propertyId={propertyId} />
      </Suspense>
    );
  }
  if (!property.data) {
    return <QueryState isError={property.isError} onRetry={() => void property.refetch()} />;
  }
  return (
    <PropertyLocationSummary
      location={property.data.location}
      onEdit={() => startTransition(() => setEditing(true))}
    />
  );
}

function PropertyLocationSummary({ location, onEdit }: { location: Address | null; onEdit: () => void }) {
  const { t, i18n } = useTranslation('units');
  const headings = useHeadingOrder();
  const titleId = useId();
  const lines = location ? addressLines(location, i18n.language) : [];
  return (
    <PlainStack component="section" gap="md" aria-labelledby={titleId}>
      <PlainTitle order={headings.page} size="h3" id={titleId}>
        {t('location.title')}
      </PlainTitle>
      <PlainText c="dimmed">{t('location.description')}</PlainText>
      {lines.length > 0 ? (
        <address style={{ fontStyle: 'normal' }}>
          {lines.map((line) => (
            <PlainText key={line}>{line}</PlainText>
          ))}
        </address>
      ) : (
        <PlainText>{t('location.none')}</PlainText>
      )}
      <div>
        <PlainButton variant="default" onClick={onEdit}>
          {location ? t('location.edit') : t('location.add')}
        </PlainButton>
      </div>
    </PlainStack>
  );
}

/** The address as a host writes it on an envelope: street and number, postcode and city, region, country. */
function addressLines(location: Address, language: string): string[] {
  const country = location.countryName ?? countryName(location.countryCode, language);
  return [
    [location.street, location.houseNumberOrName].filter(Boolean).join(' '),
    [location.postalCode, location.city].filter(Boolean).join(' '),
    location.stateOrProvince ?? '',
    country,
  ].filter((line) => line.trim() !== '');
}
