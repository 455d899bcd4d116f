import { renderStandalone } from '@qa/shared/federation/standalone';

renderStandalone('auth', (file) => import(`./pages/${file}.tsx`));
