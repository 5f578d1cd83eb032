import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PlainLoader } from '@/shared/ui/plain/plain-loader';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { loadAfterPaint } from './load-after-paint';
import { UnitAboutForm } from './unit-about-form';

// The property's address is a chunk of its own, asked for only once the unit's title and description
// are on the screen; it then asks for the property and shows the address as text (its form loads
// when the host opens it: property-location-section.tsx). The title and description are what a host
// opening the page looks at first, and its largest paint: none of the address's files or calls is
// among those they wait for. Meanwhile its place, at the foot of the page, shows the section's
// loading state.
// The line between the two forms is drawn as the kit's Divider draws it (light scheme, the app's
// only one), which would add two files to the ones the description waits for.
const dividerStyle = {
  borderTop: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-gray-3)',
};
const addressSection = loadAfterPaint(() =>
  import('./property-location-section').then((m) => m.PropertyLocationSection),
);

export function UnitAboutPage({ unit }: { unit: PropertyUnit }) {
  return (
    <PlainStack gap="xl">
      <UnitAboutForm unit={unit} />
      <div role="separator" aria-orientation="horizontal" style={dividerStyle} />
      <AddressAfterPaint propertyId={unit.propertyId} />
    </PlainStack>
  );
}

/** A component of its own, so that the address arriving renders it alone, not the form above. */
function AddressAfterPaint({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('units');
  const loaded = addressSection.useLoaded();
  // The look of the section's own loading state (QueryState).
  const loading = (
    <PlainStack align="center" py="lg">
      <PlainLoader aria-label={t('loading')} />
    </PlainStack>
  );
  if (!loaded) return loading;
  return (
    <Suspense fallback={loading}>
      <addressSection.Component propertyId={propertyId} />
    </Suspense>
  );
}
