import { Alert, Badge, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { describe, it } from 'vitest';
import { expectSameMarkup } from '../testing/kit-markup';
import { PlainAlert } from './plain-alert';
import { PlainBadge } from './plain-badge';
import { PlainButton } from './plain-button';
import { PlainGroup } from './plain-group';
import { PlainStack } from './plain-stack';
import { PlainText } from './plain-text';
import { PlainTextarea, PlainTextInput } from './plain-text-field';
import { PlainTitle } from './plain-title';

// A unit page's frame and its settings forms, as they write them, render what the kit renders for
// the same props (the forms' frame, their text fields, the unit's header and its notices).

const noop = () => undefined;

describe('plain form parts render what the kit renders', () => {
  it('TextInput: required, with a description, with and without an error', () => {
    for (const error of [undefined, 'Too long']) {
      expectSameMarkup(
        <PlainTextInput
          label="Title"
          description="Shown to guests"
          required
          error={error}
          name="title"
          onChange={noop}
        />,
        <TextInput
          label="Title"
          description="Shown to guests"
          required
          error={error}
          name="title"
          onChange={noop}
        />,
      );
    }
    expectSameMarkup(
      <PlainTextInput label="City" defaultValue="Lyon" />,
      <TextInput label="City" defaultValue="Lyon" />,
    );
    // An id of the caller's names the label, description and error, as the kit's do.
    expectSameMarkup(
      <PlainTextInput id="street" label="Street" description="d" error="e" />,
      <TextInput id="street" label="Street" description="d" error="e" />,
    );
    // The address form's fields: a length limit, a required one without a description.
    expectSameMarkup(
      <PlainTextInput
        label="State"
        description="Two or three letters"
        maxLength={3}
        name="state"
        onChange={noop}
      />,
      <TextInput
        label="State"
        description="Two or three letters"
        maxLength={3}
        name="state"
        onChange={noop}
      />,
    );
    expectSameMarkup(
      <PlainTextInput
        label="Street"
        required
        maxLength={120}
        error="Required"
        name="street"
        onChange={noop}
      />,
      <TextInput label="Street" required maxLength={120} error="Required" name="street" onChange={noop} />,
    );
  });

  it('Textarea: rows, a description, with and without an error', () => {
    for (const error of [undefined, 'Not allowed']) {
      expectSameMarkup(
        <PlainTextarea
          label="Description"
          description="Help"
          rows={6}
          error={error}
          name="description"
          onChange={noop}
        />,
        <Textarea
          label="Description"
          description="Help"
          rows={6}
          error={error}
          name="description"
          onChange={noop}
        />,
      );
    }
  });

  it("the settings form's frame: heading, message, save and back buttons", () => {
    for (const order of [2, 3] as const) {
      expectSameMarkup(
        <PlainTitle order={order} size="h3" id="form-about">
          About
        </PlainTitle>,
        <Title order={order} size="h3" id="form-about">
          About
        </Title>,
      );
    }
    expectSameMarkup(
      <PlainAlert color="red" role="alert">
        Refused
      </PlainAlert>,
      <Alert color="red" role="alert">
        Refused
      </Alert>,
    );
    // (A loading button's loader slides by a class of its own: plain-kit.test.tsx compares it.)
    for (const disabled of [true, false]) {
      expectSameMarkup(
        <PlainButton type="submit" disabled={disabled} loading={false}>
          Save
        </PlainButton>,
        <Button type="submit" disabled={disabled} loading={false}>
          Save
        </Button>,
      );
    }
    expectSameMarkup(
      <PlainButton variant="default" onClick={noop} disabled={false}>
        Back
      </PlainButton>,
      <Button variant="default" onClick={noop} disabled={false}>
        Back
      </Button>,
    );
    expectSameMarkup(
      <PlainButton type="submit" color="red.9" loading={false}>
        Reject
      </PlainButton>,
      <Button type="submit" color="red.9" loading={false}>
        Reject
      </Button>,
    );
    expectSameMarkup(<PlainGroup justify="flex-start">a</PlainGroup>, <Group justify="flex-start">a</Group>);
    expectSameMarkup(
      <PlainGroup justify="flex-end" mt="sm">
        a
      </PlainGroup>,
      <Group justify="flex-end" mt="sm">
        a
      </Group>,
    );
  });

  it("the unit's header, notices and load state", () => {
    expectSameMarkup(
      <PlainGroup gap="md" wrap="nowrap" component="header">
        a
      </PlainGroup>,
      <Group gap="md" wrap="nowrap" component="header">
        a
      </Group>,
    );
    expectSameMarkup(
      <PlainStack
        w={72}
        h={72}
        justify="center"
        align="center"
        bg="var(--mantine-color-gray-1)"
        style={{ borderRadius: 8 }}
      >
        a
      </PlainStack>,
      <Stack w={72} h={72} justify="center" align="center" bg="gray.1" style={{ borderRadius: 8 }}>
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainText size="xs" c="dimmed" ta="center">
        a
      </PlainText>,
      <Text size="xs" c="dimmed" ta="center">
        a
      </Text>,
    );
    expectSameMarkup(
      <PlainBadge color="green" variant="light">
        Published
      </PlainBadge>,
      <Badge color="green" variant="light">
        Published
      </Badge>,
    );
    expectSameMarkup(
      <PlainStack gap="lg" p="md">
        a
      </PlainStack>,
      <Stack gap="lg" p="md">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainStack align="center" py="xl" px="md">
        a
      </PlainStack>,
      <Stack align="center" py="xl" px="md">
        a
      </Stack>,
    );
    expectSameMarkup(
      <PlainAlert color="red" variant="light" p="xs" role="alert">
        <PlainButton component={Link} to="/t" size="xs" variant="white" color="red" aria-label="u">
          Update
        </PlainButton>
      </PlainAlert>,
      <Alert color="red" variant="light" p="xs">
        <Button component={Link} to="/t" size="xs" variant="white" color="red" aria-label="u">
          Update
        </Button>
      </Alert>,
    );
    expectSameMarkup(
      <PlainAlert color="red" role="alert" title="Not loaded">
        <PlainButton variant="light" mt="xs" onClick={noop}>
          Retry
        </PlainButton>
      </PlainAlert>,
      <Alert color="red" role="alert" title="Not loaded">
        <Button variant="light" mt="xs" onClick={noop}>
          Retry
        </Button>
      </Alert>,
    );
  });
});
