import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { MOBILE_NAVIGATION_HEIGHT_PX } from '@hostdeck/contract/constants';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect, type CSSProperties } from 'react';
import { connectToastHost } from './toast';
import classes from './toast-host.module.css';

const phoneFooter = { '--hostdeck-phone-footer-height': `${MOBILE_NAVIGATION_HEIGHT_PX}px` } as CSSProperties;

/** Where toasts appear; mounted once by the app providers (toast.ts shows them). */
export function ToastHost() {
  // After the kit's container has mounted (a child's effect runs first), so the toasts that waited
  // for the host are drawn at once.
  useEffect(() => connectToastHost((toast) => notifications.show({ ...toast })), []);
  return (
    <Notifications
      position="bottom-right"
      limit={3}
      classNames={{ root: classes.root }}
      style={phoneFooter}
    />
  );
}
