import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// We import Mantine's CSS per component (not the whole styles.css) to keep routes small. The price
// is that a component used without its stylesheet renders unstyled (a Group stacks its children),
// which no type check catches. This test does.
const srcDir = join(import.meta.dirname, '../..');
const mantineStylesDir = join(srcDir, '../../../node_modules/@mantine/core/styles');

/** Stylesheets a component needs besides its own (Mantine's docs list them per component). */
const stylesAlsoNeeded: Record<string, string[]> = {
  TextInput: ['Input'],
  PasswordInput: ['Input'],
  Textarea: ['Input'],
  Select: ['Input', 'Combobox', 'Popover'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'Pill'],
  Autocomplete: ['Input', 'Combobox', 'Popover'],
  // Its search field and clear button are Input's parts.
  Combobox: ['Popover', 'Input'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Menu: ['Popover'],
  // Inline inputs lay their label beside the control through InlineInput.css; their description
  // and error (and a group's label) are Input's parts.
  Checkbox: ['InlineInput', 'CheckboxIndicator', 'Input'],
  Radio: ['InlineInput', 'RadioIndicator', 'Input'],
  Switch: ['InlineInput', 'Input'],
  Chip: ['Checkbox'],
  SegmentedControl: ['FloatingIndicator'],
  Tabs: ['UnstyledButton'],
  NumberInput: ['Input'],
  FileInput: ['Input'],
  NativeSelect: ['Input'],
  InputBase: ['Input'],
  PillsInput: ['Input', 'Pill'],
  TagsInput: ['Input', 'Combobox', 'Popover', 'Pill'],
  PinInput: ['Input'],
  JsonInput: ['Input'],
  ColorInput: ['Input', 'ColorPicker', 'Popover'],
  FileButton: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function mantineComponentsUsed(source: string): string[] {
  const names: string[] = [];
  // The toast host renders core's Notification (with its close button and loader) without naming
  // it; the store (`notifications.show`) renders nothing.
  if (/import\s+\{[^}]*\bNotifications\b[^}]*\}\s+from\s+'@mantine\/notifications'/.test(source)) {
    names.push('Notification', 'CloseButton', 'Loader');
  }
  for (const match of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) names.push(name);
    }
  }
  return names;
}

/**
 * Mantine's own order of component stylesheets, read from its styles.css (which concatenates them).
 * A later file wins at equal specificity: Button.css before UnstyledButton.css strips every
 * button's background. Stylesheets in route chunks load after the entry's, so a file that depends
 * on another (Button on UnstyledButton) must have it in the base list or import both in this order.
 */
function mantineStylesheetOrder(): Map<string, number> {
  const all = readFileSync(join(mantineStylesDir, '../styles.css'), 'utf8');
  const order = new Map<string, number>();
  for (const file of readdirSync(mantineStylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const opening = readFileSync(join(mantineStylesDir, file), 'utf8').trim().slice(0, 200);
    order.set(file.slice(0, -'.css'.length), all.indexOf(opening));
  }
  return order;
}

function stylesheetsImported(source: string): string[] {
  return [...source.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1] ?? '');
}

describe('Mantine per-component styles', () => {
  const order = mantineStylesheetOrder();

  it.each(sourceFiles(srcDir).map((path) => [relative(srcDir, path), path]))(
    '%s imports Mantine stylesheets in the order of Mantine styles.css',
    (_name, path) => {
      const imported = stylesheetsImported(readFileSync(path, 'utf8'));
      const sorted = [...imported].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      expect(imported).toEqual(sorted);
    },
  );

  it.each(sourceFiles(srcDir).map((path) => [relative(srcDir, path), path]))(
    '%s imports only Mantine stylesheets that exist',
    (_name, path) => {
      const missing = stylesheetsImported(readFileSync(path, 'utf8')).filter(
        (name) => !existsSync(join(mantineStylesDir, `${name}.css`)),
      );
      expect(missing).toEqual([]);
    },
  );

  const globalStyles = readFileSync(join(srcDir, 'shared/ui/mantine-base-styles.ts'), 'utf8');

  it.each(sourceFiles(srcDir).map((path) => [relative(srcDir, path), path]))(
    '%s imports the stylesheet of every Mantine component it renders',
    (_name, path) => {
      const source = readFileSync(path, 'utf8');
      const needed = mantineComponentsUsed(source).flatMap((c) => [c, ...(stylesAlsoNeeded[c] ?? [])]);
      const missing = [...new Set(needed)].filter(
        (c) =>
          existsSync(join(mantineStylesDir, `${c}.css`)) &&
          !source.includes(`@mantine/core/styles/${c}.css`) &&
          !globalStyles.includes(`@mantine/core/styles/${c}.css`),
      );
      expect(missing).toEqual([]);
    },
  );
});
