import '@mantine/core/styles/Tabs.css';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { paths, type PropertySubPage } from '@/app/paths';
import { ArrowLeftIcon } from '@/shared/ui/icons';
import { PropertyAboutForm } from './property-about-form';
import { PropertyUnitsPanel } from './property-units-panel';

interface PropertyPageProps {
  property: Property;
  subPage: PropertySubPage;
}

/** /properties/:propertyId with its units (default) and about sub-pages. */
export function PropertyPage({ property, subPage }: PropertyPageProps) {
  const { t } = useTranslation('propertiesPage');
  const navigate = useNavigate();
  const title = property.title ?? t('list.untitled');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.properties} size="sm">
        <Group gap={4} component="span">
          <ArrowLeftIcon size={14} />
          {t('property.backToList')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          {t(`list.propertyType.${property.propertyType}`)} ·{' '}
          {t('list.summary', { count: property.unitSummary.total })}
        </Text>
      </div>
      <Tabs
        value={subPage}
        onChange={(value) => {
          if (value === 'units' || value === 'about') void navigate(paths.property(property.id, value));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('property.tabsLabel')}>
          <Tabs.Tab value="units">{t('property.tabs.units')}</Tabs.Tab>
          <Tabs.Tab value="about">{t('property.tabs.about')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="units" pt="md">
          <PropertyUnitsPanel propertyId={property.id} invalidFields={property.invalidFields} />
        </Tabs.Panel>
        <Tabs.Panel value="about" pt="md">
          {/* Keyed so a saved or refetched property starts the form from the server's values. */}
          <PropertyAboutForm key={property.id} property={property} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
