import { importTs } from '../scripts/lib/import-ts.mjs';
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';
import { SeoFilesPlugin } from '../scripts/webpack/seo-files-plugin.mjs';

// index.html's links and first-paint paths, from the route table.
const { indexTemplateParameters } = await importTs('host/src/app/index-template.ts');

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'host',
  port: 3000,
  publicPath: '/',
  html: { inject: false, templateParameters: indexTemplateParameters },
  // sitemap.xml and robots.txt, listing the content the APIs serve at build time.
  productionPlugins: [new SeoFilesPlugin(import.meta.dirname)],
});
