// The plans feature's door: what other features may use of it (docs/architecture.md "Feature boundaries").
export { PlanPicker } from './components/PlanPicker';
export { recommendedPlanId } from './plan-view';
