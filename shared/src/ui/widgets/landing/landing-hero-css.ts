/**
 * The landing hero's CSS. Plain CSS rather than the light layer's `css` prop because the host's index.html
 * carries the same rules and markup, so the hero — the LCP element of `/` — paints from
 * the HTML before any script runs (a test keeps the two copies identical). Colours from the token table.
 */
import { token } from '@qa/shared/ui/styles/tokens';

export const LANDING_HERO_STYLE_ID = 'qa-landing-hero-css';

export const landingHeroCss = `.qa-hero{background:${token('colors-brand-500')};color:${token('colors-white')};padding:56px max(16px,calc((100% - 1152px)/2))}
.qa-hero__inner{max-width:1152px}
.qa-hero__title{font-size:32px;line-height:1.15;margin:0 0 20px;max-width:768px}
.qa-hero__lead{font-size:18px;line-height:1.55;max-width:672px;margin:0 0 32px;opacity:.92}
.qa-hero__actions{display:flex;gap:12px;flex-wrap:wrap}
.qa-hero__cta{display:inline-flex;align-items:center;justify-content:center;height:48px;padding:0 24px;border-radius:8px;font-weight:600;font-size:18px;line-height:1;text-decoration:none;border:1px solid transparent;transition:background .15s}
.qa-hero__cta:focus-visible{outline:2px solid ${token('colors-white')};outline-offset:2px}
.qa-hero__cta--primary{background:${token('colors-white')};color:${token('colors-brand-600')}}
.qa-hero__cta--primary:hover{background:${token('colors-brand-50')}}
.qa-hero__cta--secondary{color:${token('colors-white')};border-color:color-mix(in srgb, ${token('colors-white')} 70%, transparent)}
.qa-hero__cta--secondary:hover{background:color-mix(in srgb, ${token('colors-white')} 15%, transparent)}
@media (min-width:640px){.qa-hero{padding:96px max(24px,calc((100% - 1152px)/2))}.qa-hero__title{font-size:48px}.qa-hero__lead{font-size:20px}}`;
