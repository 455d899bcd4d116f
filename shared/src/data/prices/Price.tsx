/**
 * An amount as the visitor reads it (formatPrice in the visitor's locale), once their country is
 * settled. Until then a placeholder holds the amount's place: the amount as the browser alone would
 * write it, invisible under a grey bar, so nothing moves when the real one replaces it; screen readers hear "Loading price".
 */
import { useCountrySettled } from '@qa/shared/kernel/geo/country-settled';
import { formatPrice } from '@qa/shared/kernel/format/price';
import { visitorLocale } from '@qa/shared/data/prices/visitor-locale';

const bar = { borderRadius: 6, background: 'color-mix(in srgb, currentColor 20%, transparent)' };
const invisible = { visibility: 'hidden' } as const;
const offScreen = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

export function Price({ amount }: { amount: number }) {
  const settled = useCountrySettled();
  // Settled, a bare string: it reads as one text with what surrounds it.
  if (settled) return formatPrice(amount, visitorLocale());
  return (
    <span style={bar} data-price-placeholder="">
      <span aria-hidden="true" style={invisible}>
        {formatPrice(amount, visitorLocale())}
      </span>
      <span style={offScreen}>Loading price</span>
    </span>
  );
}
