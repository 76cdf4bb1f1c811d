import type { RouteId } from '@panel/contract';
import type { ComponentType } from 'react';

type PageLoader = () => Promise<ComponentType>;

/** Routes whose page exists; every other route of the table loads the placeholder. */
export const PAGES: Partial<Record<RouteId, PageLoader>> = {
  login: () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  registration: () =>
    import('@/features/registration/components/registration-page').then((m) => m.RegistrationPage),
  profile: () => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
  advDashboard: () =>
    import('@/features/statistics-overview/components/dashboard-page').then((m) => m.DashboardPage),
  bidFloors: () =>
    import('@/features/statistics-overview/components/bid-floors-page').then((m) => m.BidFloorsPage),
  campaignList: () =>
    import('@/features/campaigns/components/campaign-list-page').then((m) => m.CampaignListPage),
  campaignCreate: () =>
    import('@/features/campaigns/components/campaign-create-page').then((m) => m.CampaignCreatePage),
  campaignEdit: () =>
    import('@/features/campaigns/components/campaign-edit-page').then((m) => m.CampaignEditPage),
  trafficOptimization: () =>
    import('@/features/optimization/components/optimization-page').then((m) => m.TrafficOptimizationPage),
  bidOptimization: () =>
    import('@/features/optimization/components/optimization-page').then((m) => m.BidOptimizationPage),
  tracking: () => import('@/features/tracking/components/tracking-page').then((m) => m.TrackingPage),
  sspEndpoints: () =>
    import('@/features/ssp-endpoints/components/ssp-endpoints-page').then((m) => m.SspEndpointsPage),
  statistics: () =>
    import('@/features/statistics/components/statistics-page').then((m) => m.AdvertiserStatisticsPage),
  guestStatistics: () =>
    import('@/features/statistics/components/statistics-page').then((m) => m.GuestStatisticsPage),
  guestTokens: () =>
    import('@/features/guest-tokens/components/guest-tokens-page').then((m) => m.GuestTokensPage),
  pubRedirect: () =>
    import('@/features/publisher/components/publisher-redirect-page').then((m) => m.PublisherRedirectPage),
  pubSites: () => import('@/features/publisher/components/sites-page').then((m) => m.SitesPage),
  pubZones: () => import('@/features/publisher/components/zones-page').then((m) => m.ZonesPage),
  pubDspEndpoints: () =>
    import('@/features/publisher/components/dsp-endpoints-page').then((m) => m.DspEndpointsPage),
  pubStatistics: () =>
    import('@/features/statistics/components/statistics-page').then((m) => m.PublisherStatisticsPage),
};

export const loadPlaceholder: PageLoader = () =>
  import('./routes/placeholder-route.tsx').then((m) => m.PlaceholderRoute);
