import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Card,
  EmptyState,
  Progress,
  SimpleGrid,
  Skeleton,
} from '@mantine/core';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectSameMarkup, markup } from '../testing/kit-markup';
import { PlainActionIcon } from './plain-action-icon';
import { PlainAlert } from './plain-alert';
import { PlainAvatar } from './plain-avatar';
import { PlainButton } from './plain-button';
import { PlainCard } from './plain-card';
import { PlainEmptyState } from './plain-empty-state';
import { PlainProgress } from './plain-progress';
import { PlainSimpleGrid } from './plain-simple-grid';
import { PlainSkeleton } from './plain-skeleton';

// The plain controls are drawn by the kit's stylesheet, so they must render what the kit's
// components render for the same props: element, class names, data attributes, CSS variables.
// A kit upgrade that changes any of it fails here.

const icon = <svg data-icon />;

describe('plain controls render what the kit renders', () => {
  it('Button: light link, white with a loader, filled, sections, justify, disabled look', () => {
    expectSameMarkup(
      <PlainButton component={Link} to="/x" variant="light" size="sm" aria-label="a">
        Go
      </PlainButton>,
      <Button component={Link} to="/x" variant="light" size="sm" aria-label="a">
        Go
      </Button>,
    );
    expectSameMarkup(
      <PlainButton size="xs" variant="white" color="red" loading={false}>
        Retry
      </PlainButton>,
      <Button size="xs" variant="white" color="red" loading={false}>
        Retry
      </Button>,
    );
    // The loader's slide is the plain button's own (a class with two animations), not the kit's
    // transition written inline; the rest is the same.
    const loaderStyle = (html: string) =>
      html.replace(/ style="[^"]*transition-duration[^"]*"/, '').replace(/class="_loader\w+ /, 'class="');
    expect(
      loaderStyle(
        markup(
          <PlainButton size="xs" variant="white" color="red" loading>
            Retry
          </PlainButton>,
        ),
      ),
    ).toBe(
      loaderStyle(
        markup(
          <Button size="xs" variant="white" color="red" loading>
            Retry
          </Button>,
        ),
      ),
    );
    expectSameMarkup(<PlainButton>Reload</PlainButton>, <Button>Reload</Button>);
    expectSameMarkup(
      <PlainButton component={Link} to="/a">
        Add
      </PlainButton>,
      <Button component={Link} to="/a">
        Add
      </Button>,
    );
    expectSameMarkup(
      <PlainButton variant="default" onClick={() => undefined}>
        Clear
      </PlainButton>,
      <Button variant="default" onClick={() => undefined}>
        Clear
      </Button>,
    );
    expectSameMarkup(
      <PlainButton size="md" rightSection={icon} component={Link} to="/">
        Home
      </PlainButton>,
      <Button size="md" rightSection={icon} component={Link} to="/">
        Home
      </Button>,
    );
    expectSameMarkup(
      <PlainButton variant="default" leftSection={icon} data-disabled aria-disabled="true">
        Preview
      </PlainButton>,
      <Button variant="default" leftSection={icon} data-disabled aria-disabled="true">
        Preview
      </Button>,
    );
    expectSameMarkup(
      <PlainButton component="a" href="/p" target="_blank" variant="default" leftSection={icon}>
        Preview
      </PlainButton>,
      <Button component="a" href="/p" target="_blank" variant="default" leftSection={icon}>
        Preview
      </Button>,
    );
    // The kit also writes its `justify` prop onto the element as an attribute, which styles nothing.
    expect(
      markup(
        <PlainButton variant="default" rightSection={icon} justify="space-between" aria-haspopup="dialog">
          Choose
        </PlainButton>,
      ),
    ).toBe(
      markup(
        <Button variant="default" rightSection={icon} justify="space-between" aria-haspopup="dialog">
          Choose
        </Button>,
      ).replace(' justify="space-between"', ''),
    );
  });

  it('ActionIcon: subtle grey, as a button, a link and an anchor', () => {
    expectSameMarkup(
      <PlainActionIcon variant="subtle" color="gray" size="lg" aria-label="a" aria-expanded={false}>
        {icon}
      </PlainActionIcon>,
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="a" aria-expanded={false}>
        {icon}
      </ActionIcon>,
    );
    expectSameMarkup(
      <PlainActionIcon component={Link} to="/m" variant="subtle" color="gray" size="lg" aria-label="m">
        {icon}
      </PlainActionIcon>,
      <ActionIcon component={Link} to="/m" variant="subtle" color="gray" size="lg" aria-label="m">
        {icon}
      </ActionIcon>,
    );
    expectSameMarkup(
      <PlainActionIcon component="a" href="/h" target="_blank" variant="subtle" color="gray" size="lg">
        {icon}
      </PlainActionIcon>,
      <ActionIcon component="a" href="/h" target="_blank" variant="subtle" color="gray" size="lg">
        {icon}
      </ActionIcon>,
    );
  });

  it('Card, SimpleGrid, Skeleton, Progress, EmptyState', () => {
    expectSameMarkup(
      <PlainCard withBorder radius="lg" padding="lg" className="c" component="section" aria-label="s">
        x
      </PlainCard>,
      <Card withBorder radius="lg" padding="lg" className="c" component="section" aria-label="s">
        x
      </Card>,
    );
    expectSameMarkup(<PlainSkeleton height={150} radius="lg" />, <Skeleton height={150} radius="lg" />);
    expectSameMarkup(<PlainSkeleton height={120} radius="md" />, <Skeleton height={120} radius="md" />);
    // The kit also writes its `radius` prop onto the root as an attribute, which styles nothing.
    expect(markup(<PlainProgress value={40} size="md" radius="xl" aria-label="p" />)).toBe(
      markup(<Progress value={40} size="md" radius="xl" aria-label="p" />).replace(' radius="xl"', ''),
    );
    expectSameMarkup(
      <PlainEmptyState icon={icon} title="T" description="D" />,
      <EmptyState size="sm" icon={icon} title="T" description="D" />,
    );
    // The grid's columns per width come from a stylesheet instead of the kit's style element.
    const gridClass = /^<div class="(_\w+ |__m__-\w+ )?m_2415a157 mantine-SimpleGrid-root">x<\/div>$/;
    expect(markup(<PlainSimpleGrid columns="1-3">x</PlainSimpleGrid>)).toMatch(gridClass);
    expect(markup(<SimpleGrid cols={{ base: 1, sm: 3 }}>x</SimpleGrid>)).toMatch(gridClass);
  });

  it('Avatar: initials and image', () => {
    for (const src of [null, '/a.png']) {
      expectSameMarkup(
        <PlainAvatar src={src} alt="" radius="xl" size={32} color="deck">
          AN
        </PlainAvatar>,
        <Avatar src={src} alt="" radius="xl" size={32} color="deck">
          AN
        </Avatar>,
      );
    }
  });

  it('Alert: with a close button and without', () => {
    expectSameMarkup(
      <PlainAlert
        color="yellow"
        variant="light"
        square
        title="t"
        role="status"
        onClose={() => undefined}
        closeButtonLabel="Close"
      >
        x
      </PlainAlert>,
      <Alert
        color="yellow"
        variant="light"
        radius={0}
        withCloseButton
        closeButtonLabel="Close"
        onClose={() => undefined}
        title="t"
        role="status"
      >
        x
      </Alert>,
    );
    expectSameMarkup(
      <PlainAlert color="red" variant="light" title="t" role="alert">
        x
      </PlainAlert>,
      <Alert color="red" variant="light" title="t" role="alert">
        x
      </Alert>,
    );
  });
});
