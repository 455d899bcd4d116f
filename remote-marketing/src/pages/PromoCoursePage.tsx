import { useParams } from '@qa/shared/kernel/routing/router';
import { PromoCourseView } from '../features/promo/components/PromoCourseView';

/** `/promo/courses/:courseSlug` (promo header, transparent until scrolled): one course's conversion page. */
export default function PromoCoursePage() {
  const { courseSlug = '' } = useParams();
  return <PromoCourseView courseSlug={courseSlug} />;
}
