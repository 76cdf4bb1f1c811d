import {
  type Icon,
  IconChartBar,
  IconFilter,
  IconGavel,
  IconKey,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconList,
  IconPlug,
  IconStairs,
  IconTarget,
  IconWorld,
} from '@tabler/icons-react';

/** The Tabler icon behind each icon name of the contract's MENU. */
export const MENU_ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  list: IconList,
  target: IconTarget,
  filter: IconFilter,
  gavel: IconGavel,
  plug: IconPlug,
  chart: IconChartBar,
  floors: IconStairs,
  key: IconKey,
  world: IconWorld,
  layout: IconLayoutGrid,
};
