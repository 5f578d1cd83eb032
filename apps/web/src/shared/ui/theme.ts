import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm teal-blue. Shade 8 (#087587) is the light-scheme primary: 5.4:1 on white, 5.1:1 on gray-0,
// so links and highlighted numbers pass WCAG AA (shade 7 was 4.4:1 and failed axe).
const deck: MantineColorsTuple = [
  '#e8f6f8',
  '#d5eaee',
  '#a8d4dc',
  '#78bdc9',
  '#52aab9',
  '#3a9eaf',
  '#2b98aa',
  '#1a8496',
  '#087587',
  '#006677',
];

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The app's Mantine theme; web-core passes it to MantineProvider. */
export const theme = createTheme({
  primaryColor: 'deck',
  primaryShade: { light: 8, dark: 5 },
  colors: { deck },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  // Keyboard users always see where they are (visible focus).
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A number outside its limits stays as typed, with the form's message on it: clamping on blur
    // would silently save another value (0 guests became 1).
    // A plain object, not NumberInput.extend: importing the component here would put it in the entry.
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
    // A closed dropdown's options are not rendered (the kit keeps them mounted, hidden, by default):
    // a country select's ~250 options were rendered with every render of its form, twice on a unit
    // page's first paint. They mount when the dropdown opens; typing and arrow keys open it.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
