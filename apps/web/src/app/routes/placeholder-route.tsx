import { useMatches } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { currentSpec } from '../route-handle.ts';

/** Every page that later work fills shows its own title from the route table meanwhile. */
export function PlaceholderRoute() {
  const spec = currentSpec(useMatches());
  return <PlaceholderPage titleKey={spec?.crumb ?? 'placeholder.comingSoon'} />;
}
