import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vitest/config';
import { browserEndpointRows } from './browser-endpoint-rows.plugin';
import { inlineFavicon } from './inline-favicon.plugin';
import { lightSchemeOnly } from './light-scheme-only.plugin';
import { precompress } from './precompress.plugin';

// `node:url` would need Node types in the browser project; URL and import.meta.url do the same job.
const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** The API server `npm run dev` runs (its PORT); the dev server forwards every server-owned prefix to it. */
const apiServer = `http://localhost:${process.env.PORT ?? '8080'}`;

/**
 * Vendor code changes far less often than ours, so each big library family gets its own chunk
 * and stays cached across our deployments. CSS stays out of the groups: Mantine's per-component
 * style files travel with the routes that import them, so the first route ships only its own.
 */
function vendor(name: string, packages: string[], leaveOut?: RegExp) {
  const pattern = new RegExp(
    `node_modules[\\\\/](${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );
  return {
    name,
    test: (id: string) => pattern.test(id) && !id.endsWith('.css') && !leaveOut?.test(id),
  };
}

/** Kit components by the folder they live in (`@mantine/core/esm/components/<Name>/`). */
function kitComponents(names: string[]): RegExp {
  return new RegExp(`@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${names.join('|')})[\\\\/]`);
}

/** What floats over a page: dropdowns, dialogs, tooltips. */
const overlayKit = kitComponents([
  'Popover',
  'Tooltip',
  'Menu',
  'Modal',
  'ModalBase',
  'Overlay',
  'FocusTrap',
  'Portal',
  'ScrollArea',
]);

/** The kit's everyday components: text, layout, buttons, badges, cards, alerts and their parts. */
const sharedKit = kitComponents([
  'Text',
  'Title',
  'Group',
  'Stack',
  'Center',
  'Container',
  'Anchor',
  'Badge',
  'Loader',
  'VisuallyHidden',
  'UnstyledButton',
  'Button',
  'ActionIcon',
  'CloseButton',
  'Transition',
  'Paper',
  'Card',
  'SimpleGrid',
  'Skeleton',
  'Progress',
  'EmptyState',
  'Avatar',
  'Indicator',
  'Alert',
]);

/** The inputs that open a dropdown: selects, autocompletes and the combobox they are built on. */
const pickerKit = kitComponents(['Select', 'MultiSelect', 'Autocomplete', 'Combobox', 'Pill', 'PillsInput']);

/**
 * The kit's text inputs, which draw in place: they travel with the input frame they are built on
 * (kit-base), so a form of text fields loads no overlay code before it paints.
 */
const textInputKit = kitComponents(['TextInput', 'Textarea', 'PasswordInput', 'Fieldset']);

/** The kit's number and choice inputs, which also draw in place. */
const numberAndChoiceKit = kitComponents([
  'NumberInput',
  'Checkbox',
  'Radio',
  'Switch',
  'SegmentedControl',
  'Chip',
  'FloatingIndicator',
]);

/**
 * Their stylesheets (the check, radio and switch inputs share InlineInput's), which travel with
 * them as one file: apart, each was a file of its own that every page with a choice input asked for.
 */
const numberAndChoiceStyles =
  /@mantine[\\/]core[\\/]styles[\\/](NumberInput|Checkbox|CheckboxCard|CheckboxIndicator|Radio|RadioCard|RadioIndicator|Switch|SegmentedControl|Chip|FloatingIndicator|InlineInput)\.css$/;

/** The settings forms' frame, drawn with plain elements: it needs none of the form stack. */
const formFrame = /[\\/]src[\\/]shared[\\/]forms[\\/](settings-form\.tsx|form-frame\.ts)$/;

/** Our number field (the kit's NumberInput bound to a form), which travels with its input. */
const numberField = /[\\/]src[\\/]shared[\\/]forms[\\/]number-field\.tsx$/;

/** The web app's `zod`: zod's own entry behind the setting our content security policy needs. */
const zodEntry = /[\\/]apps[\\/]web[\\/]src[\\/]zod-jitless\.ts$/;
const zodLibrary = vendor('vendor-zod', ['zod']);

const vendorGroups = [
  vendor('vendor-react', ['react', 'react-dom', 'scheduler']),
  vendor('vendor-router', ['react-router', 'cookie', 'set-cookie-parser']),
  // Reading several queries at once (useQueries) serves only the calendar timeline, and writes
  // (useMutation) only what a host does after the first paint: they travel with the pages and
  // dialogs that use them instead of with the first screen, which loads this chunk.
  vendor(
    'vendor-query',
    ['@tanstack/query-core', '@tanstack/react-query'],
    /[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/,
  ),
  // zod with the module that configures it (src/zod-jitless.ts), which every importer of zod loads.
  { name: 'vendor-zod', test: (id: string) => zodLibrary.test(id) || zodEntry.test(id) },
  // The kit parts the first screen renders (the entry's static imports: the shell, /home, the
  // start-up and error screens) travel as one chunk: left to the bundler, every component became a
  // chunk of its own, and the first screen loaded 77 files. The overlay and form groups below take
  // most of the rest; what is left comes with the page that renders it.
  {
    ...vendor('kit', ['@mantine/core', '@mantine/hooks', '@mantine/notifications']),
    tags: ['$initial' as const],
  },
  // Our own code and contract modules the first screen needs, likewise in one chunk: the bundler
  // otherwise split off every module another page also imports (a dozen files of a few hundred
  // bytes each). Only our sources: the entry modules stay out, or their pages lose their entry chunk.
  {
    name: 'app',
    test: (id: string) =>
      /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/.test(id) &&
      !/node_modules|src[\\/](main|silent-callback)\.tsx?$|\.css$/.test(id),
    tags: ['$initial' as const],
  },
  // The properties list's route with its skeleton and the unit state badge, which the property and
  // preview pages share with it: one file of script and one of styles instead of three and two.
  // Over HTTP/1.1 a browser opens six connections to a host; the list's first paint waited for
  // eleven requests after the entry, two rounds (docs/decisions/0060-a-first-page-in-fewer-requests.md).
  {
    name: 'properties-page',
    test: /[\\/]src[\\/](routes[\\/]properties\.route\.tsx|features[\\/]properties[\\/]components[\\/](properties-skeleton\.tsx|unit-state-badge\.(tsx|module\.css)))$/,
  },
  // Writes: the query library's mutation hook with our wrapper and the If-Match helpers of the
  // versioned writes, as one chunk that comes with the first page or dialog that saves something
  // (nothing on the first screen does); apart, the helpers were a request of 0.3 kB of their own.
  {
    name: 'mutations',
    test: (id: string) =>
      /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver)\.js$/.test(id) ||
      /[\\/]src[\\/]shared[\\/]api[\\/](use-api-mutation|versioned-write)\.ts$/.test(id) ||
      // A unit's save, which every unit section's form makes: apart, a request of 0.5 kB of its own.
      /[\\/]src[\\/]features[\\/]units[\\/]api[\\/]update-property-unit\.ts$/.test(id),
  },
  // The kit's style system and the everyday components the first screen used to carry (it draws
  // its own with plain elements now, shared/ui/plain): one chunk every later page shares, listed
  // before the groups below, which would otherwise take each one with the first module of theirs
  // that imports it (a coming-soon page then loaded the forms chunk and zod for a Text).
  {
    name: 'kit-shared',
    test: (id: string) =>
      !id.endsWith('.css') && (/@mantine[\\/]core[\\/]esm[\\/]core[\\/]/.test(id) || sharedKit.test(id)),
  },
  // The input frame's stylesheet, alone: every field imports it, the kit's and the plain ones a
  // unit page opens on (shared/ui/plain/plain-text-field.tsx). Left out it went with the first group
  // to import it (the number field's), making every form load that group; in kit-base it made the
  // plain fields load the kit's input code. A group of styles alone is a stylesheet and no script.
  { name: 'input-styles', test: /@mantine[\\/]core[\\/]styles[\\/]Input\.css$/ },
  // The kit's parts beyond the first screen that fields, overlays and pickers all build on: the
  // input frame (label, description, error) with the text inputs drawn in it, the check and radio
  // icons (menus draw them too) and the kit's small utilities (its core is in kit-shared). First,
  // so neither the forms nor the overlays chunk takes them with its own and makes the other import it.
  {
    name: 'kit-base',
    test: (id: string) =>
      !id.endsWith('.css') &&
      (kitComponents(['Input', 'InputBase']).test(id) ||
        textInputKit.test(id) ||
        /@mantine[\\/]core[\\/]esm[\\/]utils[\\/]/.test(id) ||
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Checkbox[\\/]CheckIcon|Radio[\\/]RadioIcon|ScrollArea[\\/]utils)[\\/.]/.test(
          id,
        ) ||
        /@mantine[\\/]hooks[\\/]/.test(id)),
  },
  // The settings forms' frame (heading, message, Save) alone: a unit's about form draws it with its
  // text before the form stack has loaded (unit-about-form.tsx), and so does every form after it.
  { name: 'form-frame', test: formFrame },
  // The form stack (react-hook-form and our settings-form plumbing) as one chunk that imports none
  // of the kit: a form of text fields, drawn plain, needs nothing else. The listing flow's frame
  // imports it, so it arrives with the frame and each step then adds only its own form: a host who
  // resumes the flow at the price step no longer downloads half the form stack for that one step.
  {
    name: 'forms',
    test: (id: string) =>
      /node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id) ||
      // The save-conflict dialog (a modal, loaded when a save meets a newer version) stays out:
      // in here it would make every form wait for the overlays. The number field stays out too
      // (the group below), and so does the reader of a refused save's field errors: it brings zod,
      // which a form whose schema is an import loads after it has painted (shared/forms/form-resolver.ts).
      (/[\\/]src[\\/]shared[\\/]forms[\\/]/.test(id) &&
        !/save-conflict-dialog|apply-server-errors/.test(id) &&
        !numberField.test(id) &&
        !formFrame.test(id)),
  },
  // The number and choice inputs (the kit's, react-number-format and our number field), 16.6 kB
  // gzip and 4.3 kB of styles, as one chunk that comes with the forms that use them: a form of text
  // fields alone (a unit's title and description) paints without them. It comes after the forms
  // group because a group also takes what its modules import: listed first, it would take
  // react-hook-form, which the number field imports.
  {
    name: 'form-inputs',
    test: (id: string) =>
      /node_modules[\\/]react-number-format[\\/]/.test(id) ||
      numberField.test(id) ||
      numberAndChoiceStyles.test(id) ||
      (numberAndChoiceKit.test(id) && !id.endsWith('.css')),
  },
  // Overlays (dropdowns, dialogs, tooltips, the pickers that open a dropdown, and the positioning
  // and scroll locking they share) as one chunk, loaded after the first paint or with the page
  // that needs them; a form of text fields alone does not wait for it.
  {
    name: 'overlays',
    test: (id: string) =>
      /node_modules[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|aria-hidden)[\\/]/.test(
        id,
      ) ||
      ((overlayKit.test(id) || pickerKit.test(id)) && !id.endsWith('.css')),
  },
  // The unit's contract schema with the schemas and rules it is built from (the group takes a
  // module's imports with it) as one chunk: left to the bundler, each of them was a file of a few
  // hundred bytes, and a unit section's form waited for five or six of them (each a round trip).
  // Pages that need any of them now load all of them, 2.7 kB gzip.
  {
    name: 'unit-schemas',
    test: /[\\/]packages[\\/]contract[\\/]src[\\/]properties[\\/]property-unit\.schemas\.ts$/,
  },
  // A unit page's route with the about section, the one a unit page opens on, and the fields that
  // show the unit's text before the form's code is in (unit-about-form.tsx): one file instead of
  // four. The other sections load it too, 4.5 kB. Last, so the groups above keep what these import.
  {
    name: 'unit-page',
    test: /[\\/]src[\\/](routes[\\/]unit\.route\.tsx|features[\\/]units[\\/]components[\\/](layout[\\/]unit-load-state\.tsx|about[\\/]unit-about-(page|form|fields)\.tsx))$/,
  },
];

/**
 * `npm run size -- --report` builds with HOSTDECK_BUNDLE_REPORT=1: a treemap of every chunk (with
 * gzip sizes) and its raw data land beside the manifest, to find what a chunk carries and why.
 */
const bundleReport = process.env.HOSTDECK_BUNDLE_REPORT
  ? [
      visualizer({ filename: 'dist/.vite/bundle-report.html', template: 'treemap', gzipSize: true }),
      visualizer({ filename: 'dist/.vite/bundle-report.json', template: 'raw-data', gzipSize: true }),
    ]
  : [];

export default defineConfig({
  // index.html is not precompressed: the server writes a fresh style nonce into it for every answer.
  plugins: [
    react(),
    browserEndpointRows(),
    inlineFavicon(fromHere('./public/favicon.svg')),
    precompress({ skip: ['index.html'] }),
    ...bundleReport,
  ],
  // A placeholder the server replaces with each answer's nonce (apps/server web-app.plugin.ts). Vite
  // puts it on a `csp-nonce` meta tag, where the app reads it for the style elements Mantine writes,
  // and on the page's script and link tags.
  html: { cspNonce: 'HOSTDECK_CSP_NONCE' },
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  resolve: {
    alias: [
      { find: '@', replacement: fromHere('./src') },
      { find: /^zod$/, replacement: fromHere('./src/zod-jitless.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true },
      '/auth': apiServer,
      '/config': apiServer,
      '/files': apiServer,
    },
  },
  build: {
    // The manifest maps each route module to its chunks (used to measure what the first route loads).
    manifest: true,
    // The browsers we build for preload modules themselves or (Safari before 17, Firefox before 115)
    // load them when imported: the polyfill was one more file on every first load for a hint that
    // changes nothing these browsers need.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The silent-renew iframe loads its own tiny page instead of the whole app (see src/silent-callback.ts).
      input: { main: fromHere('./index.html'), 'silent-callback': fromHere('./silent-callback.html') },
      output: { codeSplitting: { groups: vendorGroups } },
      // A contract schema module only builds schemas: one imported for a check that only the dev
      // server and the tests make (`import.meta.env.DEV`, shared/live/server-frame.ts) is left out
      // of the production build, with zod, instead of kept for a top-level call's sake.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/].*\.schemas\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.plugin.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // Whole forms render in jsdom (a country list, a listing step with its frame); on two busy cores
    // that can pass the 5 s default without anything being wrong.
    testTimeout: 15_000,
  },
});
