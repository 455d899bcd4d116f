import { renderStandalone } from '@qa/shared/ui/chakra/standalone';

renderStandalone('platform', (file) => import(`./pages/${file}.tsx`));
