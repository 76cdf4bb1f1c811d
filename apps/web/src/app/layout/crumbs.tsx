import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { PATHS, ROUTES, type RouteId, type RouteSpec } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { currentSpec } from '../route-handle.ts';

/**
 * Pages reached from another page show it first: a campaign is created or edited from the list,
 * bid floors are a statistics report.
 */
const PARENT: Partial<Record<RouteId, RouteId>> = {
  campaignCreate: 'campaignList',
  campaignEdit: 'campaignList',
  bidFloors: 'statistics',
};

export function crumbTrail(spec: RouteSpec): RouteSpec[] {
  const parentId = PARENT[spec.id];
  const parent = parentId ? ROUTES.find((route) => route.id === parentId) : undefined;
  return parent ? [...crumbTrail(parent), spec] : [spec];
}

/** The top bar's crumbs, from the crumb keys of the route table. */
export function Crumbs() {
  const { t } = useTranslation();
  const spec = currentSpec(useMatches());
  if (!spec) return null;
  const trail = crumbTrail(spec);

  return (
    <Breadcrumbs component="nav" aria-label={t('layout.breadcrumbs')} separatorMargin={6}>
      {trail.map((crumb, index) =>
        index < trail.length - 1 ? (
          <Anchor key={crumb.id} component={Link} to={PATHS[crumb.id]} size="sm">
            {t(crumb.crumb)}
          </Anchor>
        ) : (
          <Text key={crumb.id} size="sm" fw={600} aria-current="page">
            {t(crumb.crumb)}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
