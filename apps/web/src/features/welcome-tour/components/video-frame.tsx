import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PlayIcon } from '@/shared/ui/icons';
import type { TourVideo } from '../tour-videos';
import classes from './video-frame.module.css';

interface VideoFrameProps {
  video: TourVideo;
  /** Host config `thirdParty.videoPlayer`: the external player script may load. */
  playerEnabled: boolean;
}

/**
 * One tutorial video. Without the external player (off by default: no third-party script, no
 * network) or without a hosted video, a poster says the video is not available here.
 */
export function VideoFrame({ video, playerEnabled }: VideoFrameProps) {
  const { t } = useTranslation('tour');
  const title = t(`videos.${video.id}.title`);
  return (
    <AspectRatio ratio={16 / 9}>
      {playerEnabled && video.url ? (
        <iframe
          src={video.url}
          title={title}
          allow="fullscreen; picture-in-picture"
          className={classes.frame}
        />
      ) : (
        <div className={classes.poster} role="img" aria-label={t('video.unavailableLabel', { title })}>
          <Stack align="center" gap="xs" px="md">
            <span className={classes.play} aria-hidden="true">
              <PlayIcon size={28} />
            </span>
            <Text fw={600} c="white" ta="center">
              {title}
            </Text>
            <Text size="sm" c="gray.3" ta="center">
              {t('video.unavailable')}
            </Text>
          </Stack>
        </div>
      )}
    </AspectRatio>
  );
}
