import { useLocation } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { PlansPageContent } from '../features/plans/components/PlansPageContent';

/** `/subscriptions` and `/subscriptions/six-months` (the latter opens with six months chosen). */
export default function SubscriptionsPage() {
  const { pathname } = useLocation();
  const sixMonths = pathname.replace(/\/$/, '') === href('subscriptions-six-months');
  usePageMeta({
    title: 'Plans and pricing',
    description:
      'QA Career plans: start for free, or get every course and certificate monthly or for six months, with mentor sessions on the longer plans.',
    path: href('subscriptions'),
  });
  return <PlansPageContent initialPeriod={sixMonths ? 'six-months' : 'month'} />;
}
