import '@mantine/core/styles/Loader.css';
import { Box, Loader, Stack } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitAboutForm } from './unit-about-form';

// The address form is a chunk of its own (its country list, address rules and schemas): the unit's
// title and description, what a host opening the page looks at first, paint without waiting for
// it, and its files are not among those the description waits for.
// The line between the two forms is drawn as the kit's Divider draws it (light scheme, the app's
// only one), which would add two files to the ones the description waits for.
const dividerStyle = {
  borderTop: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-gray-3)',
};
const PropertyLocationSection = lazy(() =>
  import('./property-location-section').then((m) => ({ default: m.PropertyLocationSection })),
);

export function UnitAboutPage({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('units');
  return (
    <Stack gap="xl">
      <UnitAboutForm unit={unit} />
      <Box role="separator" aria-orientation="horizontal" style={dividerStyle} />
      <Suspense
        fallback={
          // The look of the section's own loading state (QueryState).
          <Stack align="center" py="lg">
            <Loader aria-label={t('loading')} />
          </Stack>
        }
      >
        <PropertyLocationSection propertyId={unit.propertyId} />
      </Suspense>
    </Stack>
  );
}
