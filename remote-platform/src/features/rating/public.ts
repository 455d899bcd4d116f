// The rating feature's door: what other features may use of it (docs/architecture.md "Feature boundaries").
export { useRatingProfile } from './api/rating-profile';
export { CertificateGrid } from './components/CertificateGrid';
