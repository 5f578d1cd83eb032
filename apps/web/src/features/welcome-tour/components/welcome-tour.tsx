import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH_PX } from '@hostdeck/contract/constants';
import type { AccountSource } from '@hostdeck/contract/user/user.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { tourVideos, type TourVideo } from '../tour-videos';
import { isTourForced, shouldShowWelcomeTour, WELCOME_TOUR_INTERACTION } from '../welcome-tour.rules';
import { TourVideoList } from './tour-video-list';
import { VideoFrame } from './video-frame';
import { useRecordUserInteraction } from '@/shared/api/record-user-interaction';
import { useUserInteractions } from '@/shared/api/user-interactions';

interface WelcomeTourProps {
  accountSource: AccountSource | undefined;
  /** Host config `thirdParty.videoPlayer`. */
  videoPlayerEnabled: boolean;
}

type Step = { kind: 'welcome' } | { kind: 'list' } | { kind: 'video'; video: TourVideo } | { kind: 'closed' };

/** The welcome tour: welcome modal with the first video, the list of six, one video at a time. */
export function WelcomeTour({ accountSource, videoPlayerEnabled }: WelcomeTourProps) {
  const { t } = useTranslation('tour');
  const { search } = useLocation();
  const forced = isTourForced(search);
  const interactions = useUserInteractions(forced || accountSource === 'migrated');
  // Failing to remember the tour only means it shows once more: no toast for that.
  const record = useRecordUserInteraction({ errorToast: false });
  const [step, setStep] = useState<Step>({ kind: 'welcome' });
  const [recorded, setRecorded] = useState(false);

  const eligible = shouldShowWelcomeTour({
    accountSource,
    interactions: interactions.data?.interactions,
    forced,
  });
  // Once the host has seen the welcome step the tour stays open even though the list now says "seen".
  if (!eligible && !recorded) return null;

  const markSeen = () => {
    if (recorded) return;
    setRecorded(true);
    record.mutate(WELCOME_TOUR_INTERACTION);
  };
  const close = () => {
    markSeen();
    setStep({ kind: 'closed' });
  };
  const firstVideo = tourVideos[0];
  const size = `${MODAL_WIDTH_PX}px`;

  return (
    <>
      <Modal
        opened={step.kind === 'welcome'}
        onClose={close}
        title={t('welcome.title')}
        size={size}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          <Text c="dimmed">{t('welcome.description')}</Text>
          {firstVideo ? <VideoFrame video={firstVideo} playerEnabled={videoPlayerEnabled} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('welcome.later')}
            </Button>
            <Button
              onClick={() => {
                markSeen();
                setStep({ kind: 'list' });
              }}
            >
              {t('welcome.seeAll')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={step.kind === 'list'}
        onClose={close}
        title={t('list.title')}
        size={size}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <TourVideoList onSelect={(video) => setStep({ kind: 'video', video })} />
      </Modal>
      <Modal
        opened={step.kind === 'video'}
        onClose={() => setStep({ kind: 'list' })}
        title={step.kind === 'video' ? t(`videos.${step.video.id}.title`) : ''}
        size={size}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {step.kind === 'video' ? (
          <Stack gap="md">
            <VideoFrame video={step.video} playerEnabled={videoPlayerEnabled} />
            <Text size="sm" c="dimmed">
              {t(`videos.${step.video.id}.description`)}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep({ kind: 'list' })}>
                {t('video.back')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
