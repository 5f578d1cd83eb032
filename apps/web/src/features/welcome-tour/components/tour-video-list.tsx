import '@mantine/core/styles/UnstyledButton.css';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PlayIcon } from '@/shared/ui/icons';
import { tourVideos, type TourVideo } from '../tour-videos';
import classes from './tour-video-list.module.css';

interface TourVideoListProps {
  onSelect: (video: TourVideo) => void;
}

/** The six tutorials as a list; each opens in the single-video modal. */
export function TourVideoList({ onSelect }: TourVideoListProps) {
  const { t } = useTranslation('tour');
  return (
    <Stack gap={4} component="ul" className={classes.list}>
      {tourVideos.map((video, index) => (
        <li key={video.id}>
          <UnstyledButton className={classes.item} onClick={() => onSelect(video)}>
            <Group gap="md" wrap="nowrap">
              <span className={classes.thumb} aria-hidden="true">
                <PlayIcon size={18} />
              </span>
              <div>
                <Text fw={600} size="sm">
                  {t('list.item', { number: index + 1, title: t(`videos.${video.id}.title`) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`videos.${video.id}.description`)}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
