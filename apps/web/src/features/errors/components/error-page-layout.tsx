import type { ReactNode } from 'react';
import classes from './error-page-layout.module.css';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainCenter } from '@/shared/ui/plain/plain-center';

interface ErrorPageLayoutProps {
  /** A large code shown above the title ("404"), decorative. */
  code?: string;
  title: string;
  description: string;
  /** Extra text under the description (the 500 page's error code line). */
  detail?: ReactNode;
  actions: ReactNode;
}

/** The calm centred layout the 404, 500 and failed-to-load pages share. */
export function ErrorPageLayout({ code, title, description, detail, actions }: ErrorPageLayoutProps) {
  return (
    <PlainCenter className={classes.root}>
      <PlainStack align="center" gap="md" maw={520} ta="center">
        {code ? (
          <PlainText className={classes.code} aria-hidden="true">
            {code}
          </PlainText>
        ) : null}
        <PlainTitle order={1} size="h2">
          {title}
        </PlainTitle>
        <PlainText c="dimmed" size="lg">
          {description}
        </PlainText>
        {detail}
        <div className={classes.actions}>{actions}</div>
      </PlainStack>
    </PlainCenter>
  );
}
