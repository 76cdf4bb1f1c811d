/**
 * What the traffic simulator sends traffic to, as the `simulation-plan` operator command answers
 * it (over the admin socket, as JSON) and as the simulator builds it itself from a PostgreSQL
 * database. Snake case, like every other wire format of the panel. Money in USD.
 */
export interface PlanEndpoint {
  id: number;
  advertiser_id: number;
  ssp_id: number;
  /** The endpoint's `url` without the host: `/rtb/openrtb/2.6/12`, or a feed's with its macros. */
  path: string;
  parser_id: number;
  /** OpenRTB version of its parser, which the requests are written in; null for a feed. */
  version: '2.5' | '2.6' | null;
  formats: string[];
  /** Empty: every country. */
  countries: string[];
  /** The endpoint's own floor (CPM); the bidder takes the higher of it and the request's. */
  floor: number;
  require_token: boolean;
}

export interface PlanGuest {
  token_id: number;
  guest_id: number;
  advertiser_id: number;
  /** Where every guest sends its traffic (GUEST_BID_PATHS). */
  path: string;
  /** The "Simulator" token's secret: sent as `Authorization: Bearer`, never written to disk. */
  secret: string;
  /** Made or renewed by this plan: the bidder takes it within a second, so wait that long. */
  renewed: boolean;
  /** Formats the advertiser's active campaigns buy (a guest sends what it sells; these can win). */
  formats: string[];
}

export interface PlanZone {
  id: number;
  site_id: number;
  format: string;
  width: number | null;
  height: number | null;
}

export interface PlanCampaign {
  id: number;
  advertiser_id: number;
  format: string;
  pricing_model: string;
  /**
   * The query parameter of the destination URL that carries `{click_id}` to the landing page (the
   * advertiser's tracker reads it there), or null when the destination has no such macro: those
   * clicks cannot convert.
   */
  click_id_param: string | null;
}

export interface PlanGoal {
  advertiser_id: number;
  /** The postback URL's `goal`. */
  token: string;
  name: string;
  /** Default payout (USD) or null. */
  payout: number | null;
}

export interface PlanSkip {
  what: 'endpoint' | 'guest';
  id: number;
  why: string;
}

export interface SimulationPlan {
  endpoints: PlanEndpoint[];
  guests: PlanGuest[];
  zones: PlanZone[];
  campaigns: PlanCampaign[];
  goals: PlanGoal[];
  skipped: PlanSkip[];
}

/** The name of the guest token the simulator makes for itself (one per guest and advertiser). */
export const SIMULATOR_TOKEN_NAME = 'Simulator';
