import { Anchor, Text } from '@mantine/core';
import type { GuestCount, ReservationGuest } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { countryName } from '@/shared/i18n/country-name';
import { useTranslation } from '@/shared/i18n/use-translation';
import { guestName, partySize } from '../../reservation-details.rules';
import { DetailList, type DetailItem } from './detail-list';
import { SectionCard } from './section-card';

/** Who is coming: the guest's name and country, the party by age, and a phone only when there is one. */
export function GuestSection({ guest, guests }: { guest: ReservationGuest; guests: GuestCount }) {
  const { t, i18n } = useTranslation('reservationDetails');
  // Adults always; children and infants only when some come along.
  const party = [
    t('guest.adults', { count: guests.adults }),
    ...(guests.children > 0 ? [t('guest.children', { count: guests.children })] : []),
    ...(guests.infants > 0 ? [t('guest.infants', { count: guests.infants })] : []),
  ];
  const items: DetailItem[] = [
    { label: t('guest.name'), value: guestName(guest) },
    ...(guest.countryCode
      ? [{ label: t('guest.country'), value: countryName(guest.countryCode, i18n.language) }]
      : []),
    {
      label: t('guest.party'),
      value: (
        <>
          {t('guest.total', { count: partySize(guests) })}
          <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
            {new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(party)}
          </Text>
        </>
      ),
    },
    ...(guest.phoneNumber
      ? [
          {
            label: t('guest.phone'),
            value: (
              <Anchor href={`tel:${guest.phoneNumber.replace(/[^\d+]/g, '')}`}>{guest.phoneNumber}</Anchor>
            ),
          },
        ]
      : []),
  ];
  return (
    <SectionCard title={t('guest.title')}>
      <DetailList items={items} />
    </SectionCard>
  );
}
