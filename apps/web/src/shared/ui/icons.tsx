import type { SVGProps } from 'react';

// A handful of stroke icons drawn inline, so the shell needs no icon package. They are
// decorative: the control around each one carries the accessible name.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function makeIcon(paths: readonly string[]) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const ArrowLeftIcon = makeIcon(['M19 12H5', 'M11 18l-6-6 6-6']);
export const InboxIcon = makeIcon(['M4 6h16v12H4z', 'M4 7l8 6 8-6']);
export const BellIcon = makeIcon([
  'M10 5a2 2 0 0 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6',
  'M9 17v1a3 3 0 0 0 6 0v-1',
]);
export const HelpIcon = makeIcon([
  'M12 21a9 9 0 1 0 0-18a9 9 0 0 0 0 18z',
  'M12 17v.01',
  'M12 13.5a1.5 1.5 0 0 1 1-1.5a2.6 2.6 0 1 0-3-4',
]);
export const BookingsIcon = makeIcon(['M4 7h16v13H4z', 'M16 3v4', 'M8 3v4', 'M4 11h16', 'M9 15l2 2 4-4']);
export const EyeIcon = makeIcon([
  'M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  'M22 12c-2.7 4.7-6 7-10 7s-7.3-2.3-10-7c2.7-4.7 6-7 10-7s7.3 2.3 10 7',
]);
export const HomeIcon = makeIcon([
  'M5 12H3l9-9 9 9h-2',
  'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
  'M9 21v-6h6v6',
]);
export const CalendarIcon = makeIcon(['M4 7h16v13H4z', 'M16 3v4', 'M8 3v4', 'M4 11h16']);
export const ChartIcon = makeIcon(['M3 3v18h18', 'M7 16v-4', 'M11 16V8', 'M15 16v-6', 'M19 16V5']);
export const BuildingIcon = makeIcon([
  'M3 21h18',
  'M5 21V7l8-4v18',
  'M19 21V11l-6-4',
  'M9 9v.01',
  'M9 12v.01',
  'M9 15v.01',
]);
export const ExternalLinkIcon = makeIcon([
  'M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
  'M11 13l9-9',
  'M15 4h5v5',
]);
export const ChevronDownIcon = makeIcon(['M6 9l6 6 6-6']);
export const PlayIcon = makeIcon(['M7 4v16l13-8z']);
export const CoinIcon = makeIcon([
  'M12 21a9 9 0 1 0 0-18a9 9 0 0 0 0 18z',
  'M14.8 9a2 2 0 0 0-1.8-1h-2a2 2 0 0 0 0 4h2a2 2 0 0 1 0 4h-2a2 2 0 0 1-1.8-1',
  'M12 6v2m0 8v2',
]);
export const RocketIcon = makeIcon([
  'M4 13a8 8 0 0 1 7 7a6 6 0 0 0 3-5a9 9 0 0 0 6-8a3 3 0 0 0-3-3a9 9 0 0 0-8 6a6 6 0 0 0-5 3',
  'M7 14a6 6 0 0 0-3 6a6 6 0 0 0 6-3',
  'M15 9m-1 0a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
]);
export const SearchIcon = makeIcon(['M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0', 'M21 21l-6-6']);
