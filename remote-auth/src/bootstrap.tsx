import { renderStandalone } from '@qa/shared/ui/standalone';

renderStandalone('auth', (file) => import(`./pages/${file}.tsx`));
