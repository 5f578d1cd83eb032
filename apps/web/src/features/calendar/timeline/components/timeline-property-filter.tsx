import '@mantine/core/styles/Input.css';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { chosenProperty } from '../timeline-property-options.rules';
import { useTimelineProperties } from './use-timeline-properties';

/** The address's name for the chosen property (`/calendar?property=…`), so a reload or a shared link keeps it. */
const PROPERTY_PARAM = 'property';

/** The property the timeline shows (null: every unit), kept in the address, and its choices. */
export function useTimelinePropertyFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const options = useTimelineProperties();
  const propertyId = chosenProperty(searchParams.get(PROPERTY_PARAM), options);
  const choose = (next: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(PROPERTY_PARAM, next);
        else params.delete(PROPERTY_PARAM);
        return params;
      },
      { replace: true },
    );
  return { propertyId, options: options ?? [], choose };
}

export interface TimelinePropertyFilterProps {
  propertyId: string | null;
  options: readonly { id: string; title: string | null }[];
  onChange: (propertyId: string | null) => void;
  width: string | number;
}

/** Every unit, or the units of one of the host's properties. */
export function TimelinePropertyFilter({
  propertyId,
  options,
  onChange,
  width,
}: TimelinePropertyFilterProps) {
  const { t } = useTranslation('calendarTimeline');
  return (
    <NativeSelect
      label={t('filter.property')}
      value={propertyId ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('filter.allProperties') },
        ...options.map((property) => ({
          value: property.id,
          label: property.title ?? t('untitledProperty'),
        })),
      ]}
      w={width}
    />
  );
}
