import { renderStandalone } from '@qa/shared/ui/chakra/standalone';

renderStandalone('marketing', (file) => import(`./pages/${file}.tsx`));
