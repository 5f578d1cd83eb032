import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, Text } from '@mantine/core';
import { fillSavedReply } from '@hostdeck/contract/messaging/saved-replies.rules';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useReplyFacts, useSavedReplies } from './saved-replies.api';

interface SavedRepliesMenuProps {
  channelId: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
  onInsert: (text: string) => void;
  onManage: () => void;
}

/**
 * The host's saved replies; a click puts one, filled from this conversation's stay, into the send
 * box. Were the stay's facts not to load, its placeholders stay as typed, for the host to fill.
 */
export function SavedRepliesMenu({
  channelId,
  opened,
  onChange,
  target,
  onInsert,
  onManage,
}: SavedRepliesMenuProps) {
  const { t, i18n } = useTranslation('messages');
  const replies = useSavedReplies();
  const facts = useReplyFacts(channelId);
  const items = replies.data?.items ?? [];
  const labelId = useId();
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="top-end"
      width={280}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {/* A menu may hold only items and groups: the label names a group around the replies. */}
        <div role="group" aria-labelledby={labelId}>
          <Menu.Label id={labelId}>{t('savedReplies.menuLabel')}</Menu.Label>
          {replies.isPending ? <Menu.Item disabled>{t('savedReplies.loading')}</Menu.Item> : null}
          {replies.isError ? <Menu.Item disabled>{t('savedReplies.loadError')}</Menu.Item> : null}
          {replies.isSuccess && items.length === 0 ? (
            <Menu.Item disabled>{t('savedReplies.empty')}</Menu.Item>
          ) : null}
          {items.map((reply) => (
            <Menu.Item
              key={reply.id}
              disabled={facts.isPending}
              onClick={() =>
                onInsert(facts.data ? fillSavedReply(reply.body, facts.data, i18n.language) : reply.body)
              }
            >
              <Text component="span" display="block" size="sm" fw={500} truncate>
                {reply.title}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed" lineClamp={2}>
                {reply.body}
              </Text>
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider />
        <Menu.Item onClick={onManage}>{t('savedReplies.manage')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
