import {
  BellIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  CoinIcon,
  EyeIcon,
  HelpIcon,
  HomeIcon,
  InboxIcon,
  RocketIcon,
  SearchIcon,
} from '@/shared/ui/icons';

// The articles name their icon by a short key (the server's catalogue); keys without an icon of
// ours show the help mark. Decorative: the card's title names the link.
const ICONS: Record<string, typeof HelpIcon> = {
  home: HomeIcon,
  building: BuildingIcon,
  calendar: CalendarIcon,
  'calendar-star': CalendarIcon,
  coins: CoinIcon,
  euro: CoinIcon,
  percent: CoinIcon,
  tag: CoinIcon,
  receipt: CoinIcon,
  'trending-up': ChartIcon,
  rocket: RocketIcon,
  bolt: RocketIcon,
  inbox: InboxIcon,
  send: InboxIcon,
  camera: EyeIcon,
  images: EyeIcon,
  compass: SearchIcon,
  'map-pin': SearchIcon,
  clock: BellIcon,
};

export function HelpArticleIcon({ icon }: { icon: string | null }) {
  const Icon = (icon && ICONS[icon]) || HelpIcon;
  return <Icon size={24} style={{ flexShrink: 0 }} />;
}
