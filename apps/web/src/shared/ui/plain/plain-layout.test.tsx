import {
  Anchor,
  Badge,
  Center,
  Container,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { describe, it } from 'vitest';
import { IconBadge } from '../icon-badge';
import { expectSameMarkup } from '../testing/kit-markup';
import { PlainAnchor } from './plain-anchor';
import { PlainBadge } from './plain-badge';
import { PlainCenter } from './plain-center';
import { PlainContainer } from './plain-container';
import { PlainGroup } from './plain-group';
import { PlainLoader } from './plain-loader';
import { PlainStack } from './plain-stack';
import { PlainText } from './plain-text';
import { PlainTitle } from './plain-title';
import { PlainUnstyledButton } from './plain-unstyled-button';
import { PlainVisuallyHidden } from './plain-visually-hidden';

// The first screen's layout and text, as the shell, /home and the start-up and error screens
// write them, render what the kit renders for the same props.

const icon = <svg data-icon />;

describe('plain layout and text render what the kit renders', () => {
  it('Text with sizes, colours, weights, clamps and other elements', () => {
    expectSameMarkup(<PlainText c="dimmed">a</PlainText>, <Text c="dimmed">a</Text>);
    expectSameMarkup(
      <PlainText size="sm" fw={600} c="dimmed" component="h2" className="x">
        a
      </PlainText>,
      <Text size="sm" fw={600} c="dimmed" component="h2" className="x">
        a
      </Text>,
    );
    expectSameMarkup(
      <PlainText fw={600} lineClamp={2}>
        a
      </PlainText>,
      <Text fw={600} lineClamp={2}>
        a
      </Text>,
    );
    expectSameMarkup(
      <PlainText size="sm" c="dimmed" truncate>
        a
      </PlainText>,
      <Text size="sm" c="dimmed" truncate>
        a
      </Text>,
    );
    expectSameMarkup(
      <PlainText className="x" data-highlight>
        1
      </PlainText>,
      <Text className="x" data-highlight>
        1
      </Text>,
    );
    expectSameMarkup(
      <PlainText
        role="status"
        size="sm"
        ta="center"
        py={4}
        bg="var(--mantine-color-yellow-1)"
        c="var(--mantine-color-dark-9)"
        style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 1000 }}
      >
        a
      </PlainText>,
      <Text
        role="status"
        size="sm"
        ta="center"
        py={4}
        bg="var(--mantine-color-yellow-1)"
        c="var(--mantine-color-dark-9)"
        style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 1000 }}
      >
        a
      </Text>,
    );
    expectSameMarkup(
      <PlainText fw={700} size="lg" className="x">
        a
      </PlainText>,
      <Text fw={700} size="lg" className="x">
        a
      </Text>,
    );
  });

  it('Title of two orders and sizes', () => {
    expectSameMarkup(<PlainTitle order={1}>a</PlainTitle>, <Title order={1}>a</Title>);
    expectSameMarkup(
      <PlainTitle order={1} size="h2">
        a
      </PlainTitle>,
      <Title order={1} size="h2">
        a
      </Title>,
    );
    expectSameMarkup(
      <PlainTitle order={2} size="h4" id="t">
        a
      </PlainTitle>,
      <Title order={2} size="h4" id="t">
        a
      </Title>,
    );
  });

  it('Group, Stack, Center, Container', () => {
    expectSameMarkup(
      <PlainGroup justify="space-between" mb="md">
        a
      </PlainGroup>,
      <Group justify="space-between" mb="md">
        a
      </Group>,
    );
    expectSameMarkup(
      <PlainGroup mt="auto" pt="xs" gap="xs">
        a
      </PlainGroup>,
      <Group mt="auto" pt="xs" gap="xs">
        a
      </Group>,
    );
    expectSameMarkup(
      <PlainGroup gap={8} wrap="nowrap">
        a
      </PlainGroup>,
      <Group gap={8} wrap="nowrap">
        a
      </Group>,
    );
    expectSameMarkup(<PlainGroup mt="sm">a</PlainGroup>, <Group mt="sm">a</Group>);
    expectSameMarkup(
      <PlainStack gap={0} component="ul" className="x">
        <li>a</li>
      </PlainStack>,
      <Stack gap={0} component="ul" className="x">
        <li>a</li>
      </Stack>,
    );
    expectSameMarkup(
      <PlainStack gap="md" component="section" aria-labelledby="t">
        a
      </PlainStack>,
      <Stack gap="md" component="section" aria-labelledby="t">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainStack gap={6} h="100%">
        a
      </PlainStack>,
      <Stack gap={6} h="100%">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainStack align="center" gap="sm" role="alert" maw={420} ta="center">
        a
      </PlainStack>,
      <Stack align="center" gap="sm" role="alert" maw={420} ta="center">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainStack gap="xl" aria-busy="true" aria-label="l">
        a
      </PlainStack>,
      <Stack gap="xl" aria-busy="true" aria-label="l">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainStack gap="xs" align="flex-start">
        a
      </PlainStack>,
      <Stack gap="xs" align="flex-start">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainCenter h="100dvh" p="md">
        a
      </PlainCenter>,
      <Center h="100dvh" p="md">
        a
      </Center>,
    );
    expectSameMarkup(<PlainCenter mih="100vh">a</PlainCenter>, <Center mih="100vh">a</Center>);
    expectSameMarkup(<PlainCenter className="x">a</PlainCenter>, <Center className="x">a</Center>);
    expectSameMarkup(
      <PlainContainer size="lg" py="xl">
        a
      </PlainContainer>,
      <Container size="lg" py="xl">
        a
      </Container>,
    );
  });

  it('Anchor as a link and as an anchor', () => {
    expectSameMarkup(
      <PlainAnchor component={Link} to="/r" size="sm" fw={600}>
        a
      </PlainAnchor>,
      <Anchor component={Link} to="/r" size="sm" fw={600}>
        a
      </Anchor>,
    );
    expectSameMarkup(
      <PlainAnchor href="/h" target="_blank" rel="noopener noreferrer" size="sm" className="x">
        a
      </PlainAnchor>,
      <Anchor href="/h" target="_blank" rel="noopener noreferrer" size="sm" className="x">
        a
      </Anchor>,
    );
  });

  it('Badge: the coming-soon pill, the count dot and number, the credit counter', () => {
    expectSameMarkup(
      <PlainBadge
        size="xs"
        variant="light"
        color="gray"
        radius="sm"
        aria-hidden="true"
        labelStyle={{ textTransform: 'none' }}
      >
        soon
      </PlainBadge>,
      <Badge
        size="xs"
        variant="light"
        color="gray"
        radius="sm"
        aria-hidden="true"
        styles={{ label: { textTransform: 'none' } }}
      >
        soon
      </Badge>,
    );
    expectSameMarkup(
      <PlainBadge
        size="xs"
        circle
        color="red"
        variant="filled"
        aria-hidden="true"
        w={10}
        h={10}
        p={0}
        miw={10}
      />,
      <Badge size="xs" circle color="red" variant="filled" aria-hidden="true" w={10} h={10} p={0} miw={10} />,
    );
    expectSameMarkup(
      <PlainBadge size="sm" circle color="red" variant="filled" aria-hidden="true">
        3
      </PlainBadge>,
      <Badge size="sm" circle color="red" variant="filled" aria-hidden="true">
        3
      </Badge>,
    );
    expectSameMarkup(
      <PlainBadge variant="light" color="deck" size="lg" leftSection={icon} tabIndex={0} aria-label="c">
        2
      </PlainBadge>,
      <Badge variant="light" color="deck" size="lg" leftSection={icon} tabIndex={0} aria-label="c">
        2
      </Badge>,
    );
  });

  it('Loader, VisuallyHidden, UnstyledButton, the icon badge', () => {
    expectSameMarkup(<PlainLoader aria-label="l" />, <Loader aria-label="l" />);
    expectSameMarkup(
      <PlainLoader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />,
      <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />,
    );
    expectSameMarkup(<PlainVisuallyHidden>a</PlainVisuallyHidden>, <VisuallyHidden>a</VisuallyHidden>);
    expectSameMarkup(
      <PlainUnstyledButton className="x" aria-label="a" aria-haspopup="menu" aria-expanded={false} title="t">
        a
      </PlainUnstyledButton>,
      <UnstyledButton className="x" aria-label="a" aria-haspopup="menu" aria-expanded={false} title="t">
        a
      </UnstyledButton>,
    );
    expectSameMarkup(
      <PlainUnstyledButton component={Link} to="/" className="x" aria-label="a">
        a
      </PlainUnstyledButton>,
      <UnstyledButton component={Link} to="/" className="x" aria-label="a">
        a
      </UnstyledButton>,
    );
    for (const [count, size, label] of [
      [3, 16, '3'],
      [12, 10, ''],
    ] as const) {
      expectSameMarkup(
        <IconBadge count={count}>{icon}</IconBadge>,
        <Indicator
          inline
          size={size}
          offset={4}
          color="red"
          label={label || undefined}
          data-testid="icon-badge"
          data-badge={label}
        >
          {icon}
        </Indicator>,
      );
    }
    expectSameMarkup(
      <IconBadge count={0}>{icon}</IconBadge>,
      <Indicator inline size={10} offset={4} color="red" disabled data-testid="icon-badge">
        {icon}
      </Indicator>,
    );
  });
});
