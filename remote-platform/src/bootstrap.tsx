import { renderStandalone } from '@qa/shared/ui/standalone';

renderStandalone('platform', (file) => import(`./pages/${file}.tsx`));
