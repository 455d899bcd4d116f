import { renderStandalone } from '@qa/shared/federation/standalone';

renderStandalone('marketing', (file) => import(`./pages/${file}.tsx`));
