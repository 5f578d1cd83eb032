import { unitDisplayState, type UnitDisplayState } from '@hostdeck/contract/properties/properties.rules';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PhotoAfterPaint } from '@/shared/ui/after-paint';
import { PlainBadge } from '@/shared/ui/plain/plain-badge';
import { PlainGroup } from '@/shared/ui/plain/plain-group';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainTitle } from '@/shared/ui/plain/plain-title';

// The cover as the kit's Image draws it (a block, cropped to fill, rounded), without the two files
// the kit's Image would add to the page's own. It is asked for once the page has painted: the
// section's form is what the host came for.
const thumbnailStyle = {
  display: 'block',
  width: 'calc(4.5rem * var(--mantine-scale))',
  height: 'calc(4.5rem * var(--mantine-scale))',
  objectFit: 'cover',
  borderRadius: 'var(--mantine-radius-md)',
} as const;

const stateColor: Record<UnitDisplayState, string> = {
  inProgress: 'gray',
  underReview: 'blue',
  actionNeeded: 'red',
  publishing: 'cyan',
  published: 'green',
  unpublished: 'yellow',
  approved: 'teal',
  deleted: 'dark',
};

/** Title, state badge (as the host reads the state) and cover thumbnail of the unit being edited. */
export function UnitHeader({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('units');
  const title = unit.title ?? t('untitled');
  const state = unitDisplayState(unit.state, unit.links.preview.length);
  return (
    <PlainGroup gap="md" wrap="nowrap" component="header">
      {unit.thumbnail ? (
        <PhotoAfterPaint src={unit.thumbnail} alt={t('thumbnailAlt', { title })} style={thumbnailStyle} />
      ) : (
        <PlainStack
          w={72}
          h={72}
          justify="center"
          align="center"
          bg="var(--mantine-color-gray-1)"
          style={{ borderRadius: 8 }}
        >
          <PlainText size="xs" c="dimmed" ta="center">
            {t('noThumbnail')}
          </PlainText>
        </PlainStack>
      )}
      <PlainStack gap={4}>
        <PlainTitle order={1} size="h2">
          {title}
        </PlainTitle>
        <PlainBadge color={stateColor[state]} variant="light">
          {t(`states.${state}`)}
        </PlainBadge>
      </PlainStack>
    </PlainGroup>
  );
}
