/** Floors go down to a micro-dollar; most are a few cents. */
export function formatMoney(usd: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(usd);
}

/** A margin kept in percent with cents (12.5), shown the locale's way ("12.5%"). */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
