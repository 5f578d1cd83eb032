import { Stack, Text, Title } from '@mantine/core';
import type { ChannelStatus } from '@hostdeck/contract/messaging/messaging.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import type { ChannelFilters as Filters } from '../api/channels';
import { addressSearchOf, filtersFromAddress } from '../messages.rules';
import { ChannelFilters } from './channel-filters';
import { ChannelList } from './channel-list';
import { Conversation } from './conversation';
import classes from './messages-page.module.css';

interface MessagesPageProps {
  status: ChannelStatus;
  channelId: string | undefined;
}

/** The inbox: conversations beside the open one; on a phone, one screen each. */
export function MessagesPage({ status, channelId }: MessagesPageProps) {
  const { t } = useTranslation('messages');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromAddress(status, searchParams);
  const addressSearch = addressSearchOf(filters);

  const changeFilters = (next: Omit<Filters, 'status'>) =>
    void navigate(`${paths.messagesChannels(status, channelId)}${addressSearchOf(next)}`, { replace: true });

  return (
    <div className={classes.layout} data-open={channelId ? 'conversation' : 'list'}>
      <section className={classes.list} aria-labelledby="messages-title">
        <Stack gap="sm">
          <Title order={1} size="h2" id="messages-title">
            {t('title')}
          </Title>
          <ChannelFilters filters={filters} onChange={changeFilters} />
          <ChannelList
            filters={filters}
            channelId={channelId}
            addressSearch={addressSearch}
            onClearFilters={() => changeFilters({ unread: false, favorited: false, search: '' })}
          />
        </Stack>
      </section>
      <section className={classes.pane}>
        {channelId ? (
          <Conversation key={channelId} channelId={channelId} status={status} addressSearch={addressSearch} />
        ) : (
          <Text c="dimmed" py="xl" ta="center">
            {t('conversation.pick')}
          </Text>
        )}
      </section>
    </div>
  );
}
