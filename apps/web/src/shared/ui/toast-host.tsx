import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { MOBILE_NAVIGATION_HEIGHT_PX } from '@hostdeck/contract/constants';
import { Notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import classes from './toast-host.module.css';

const phoneFooter = { '--hostdeck-phone-footer-height': `${MOBILE_NAVIGATION_HEIGHT_PX}px` } as CSSProperties;

/** Where toasts appear; mounted once by the app providers (toast.ts shows them). */
export function ToastHost() {
  return (
    <Notifications
      position="bottom-right"
      limit={3}
      classNames={{ root: classes.root }}
      style={phoneFooter}
    />
  );
}
