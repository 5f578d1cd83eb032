import { vi } from 'vitest';
import { connectToastHost, type Toast } from '@/shared/ui/toast';

/**
 * Watches the toasts a component shows (through shared/ui/toast) without rendering them: the spy
 * stands in for the toast host, so it also receives the toasts asked for before it was connected.
 */
export function spyOnToasts() {
  const show = vi.fn<(toast: Toast) => void>();
  connectToastHost(show);
  return show;
}
