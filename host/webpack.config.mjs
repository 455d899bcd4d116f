import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';
import { SeoFilesPlugin } from '../scripts/webpack/seo-files-plugin.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'host',
  port: 3000,
  publicPath: '/',
  html: { inject: false },
  // sitemap.xml and robots.txt, listing the content the APIs serve at build time.
  productionPlugins: [new SeoFilesPlugin(import.meta.dirname)],
});
