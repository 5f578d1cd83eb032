import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Modal, Stack } from '@mantine/core';
import type { UnitLinks } from '@hostdeck/contract/properties/property-unit.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ExternalLinkIcon } from '@/shared/ui/icons';

interface PreviewLinksModalProps {
  opened: boolean;
  links: UnitLinks['preview'];
  onClose: () => void;
}

/** A unit listed in several places has one preview each: the host picks which to open. */
export function PreviewLinksModal({ opened, links, onClose }: PreviewLinksModalProps) {
  const { t } = useTranslation('propertiesPage');
  return (
    <Modal opened={opened} onClose={onClose} title={t('preview.listTitle')} centered>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.url}>
            <Anchor href={link.url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              {link.label} <ExternalLinkIcon size={14} />
            </Anchor>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
