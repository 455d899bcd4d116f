import { renderStandalone } from '@qa/shared/ui/chakra/standalone';

renderStandalone('auth', (file) => import(`./pages/${file}.tsx`));
