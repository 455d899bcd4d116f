import { renderStandalone } from '@qa/shared/federation/standalone';

renderStandalone('platform', (file) => import(`./pages/${file}.tsx`));
