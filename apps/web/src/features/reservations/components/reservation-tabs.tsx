import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import { NativeSelect, Stack, Tabs } from '@mantine/core';
import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface ReservationTabsProps {
  tabs: readonly ReservationTab[];
  active: ReservationTab;
  onChange: (tab: ReservationTab) => void;
  /** A phone shows one select instead of a row of eleven tabs. */
  asSelect: boolean;
  /** The active tab's content. */
  children: ReactNode;
}

/** The lists of the page: tabs on a wide screen, a select on a phone. */
export function ReservationTabs({ tabs, active, onChange, asSelect, children }: ReservationTabsProps) {
  const { t } = useTranslation('reservations');
  if (asSelect) {
    return (
      <Stack gap="md">
        <NativeSelect
          label={t('tabsLabel')}
          value={active}
          data={tabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
          onChange={(event) => onChange(event.currentTarget.value as ReservationTab)}
        />
        {children}
      </Stack>
    );
  }
  return (
    // Arrow keys move between tabs and Enter opens one: each opening loads a list, so passing
    // over a tab on the way to another does not.
    <Tabs
      value={active}
      onChange={(tab) => (tab ? onChange(tab as ReservationTab) : undefined)}
      activateTabWithKeyboard={false}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabsLabel')} mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active}>{children}</Tabs.Panel>
    </Tabs>
  );
}
