import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';

/** Watches the toasts a component shows (through shared/ui/toast) without rendering them. */
export function spyOnToasts() {
  return vi.spyOn(notifications, 'show');
}
