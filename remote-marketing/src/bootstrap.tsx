import { renderStandalone } from '@qa/shared/ui/standalone';

renderStandalone('marketing', (file) => import(`./pages/${file}.tsx`));
