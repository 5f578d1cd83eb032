import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

// The menu and the manage dialog load when the host first opens them, not with the inbox.
const SavedRepliesMenu = lazy(() =>
  import('./saved-replies-menu').then((module) => ({ default: module.SavedRepliesMenu })),
);
const SavedRepliesDialog = lazy(() =>
  import('./saved-replies-dialog').then((module) => ({ default: module.SavedRepliesDialog })),
);

interface SavedRepliesButtonProps {
  channelId: string;
  /** Puts the filled reply into the send box; nothing is sent. */
  onInsert: (text: string) => void;
}

/** "Saved replies" beside the send button: a menu of the host's replies and a way to manage them. */
export function SavedRepliesButton({ channelId, onInsert }: SavedRepliesButtonProps) {
  const { t } = useTranslation('messages');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [managing, setManaging] = useState(false);
  // Once loaded, the menu's target toggles it; this click only stands in until its code is here.
  const target = (onClick?: () => void) => (
    <Button variant="default" aria-haspopup="menu" aria-expanded={opened} onClick={onClick}>
      {t('savedReplies.open')}
    </Button>
  );
  const standIn = target(() => {
    setLoaded(true);
    setOpened(true);
  });
  return (
    <>
      {loaded ? (
        <Suspense fallback={standIn}>
          <SavedRepliesMenu
            channelId={channelId}
            opened={opened}
            onChange={setOpened}
            target={target()}
            onInsert={onInsert}
            onManage={() => setManaging(true)}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {managing ? (
        <Suspense fallback={null}>
          <SavedRepliesDialog onClose={() => setManaging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
