// Emits sitemap.xml and robots.txt into the host's production build (scripts/seo/seo-files.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { buildSeoFiles } from '../seo/seo-files.mjs';

/**
 * The site's public origin (absolute URLs in the sitemap) and the content APIs to list from:
 * `SITE_ORIGIN`, `SITEMAP_BLOG_API`, `SITEMAP_CMS_API`, `SITEMAP_MAIN_API`; by default the app's own
 * `app-config.json`.
 */
export function seoSettings(appDir, env = process.env) {
  const config = JSON.parse(readFileSync(path.join(appDir, 'public/app-config.json'), 'utf8'));
  return {
    origin: env.SITE_ORIGIN ?? 'http://localhost:3000',
    api: {
      blog: env.SITEMAP_BLOG_API ?? config.api.blog,
      cms: env.SITEMAP_CMS_API ?? config.api.cms,
      main: env.SITEMAP_MAIN_API ?? config.api.main,
    },
  };
}

export class SeoFilesPlugin {
  constructor(appDir) {
    this.settings = seoSettings(appDir);
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const logger = compiler.getInfrastructureLogger('SeoFilesPlugin');
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SeoFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { routeTable } = await importTs('shared/src/kernel/routing/route-table.ts');
          const files = await buildSeoFiles({ routeTable, ...this.settings });
          compilation.emitAsset('sitemap.xml', new RawSource(files.sitemap));
          compilation.emitAsset('robots.txt', new RawSource(files.robots));
          const note = files.failures.length ? `; left out, API unreachable: ${files.failures.join(', ')}` : '';
          logger.info(`sitemap.xml: ${files.urlCount} URLs${note}`);
          if (files.failures.length) console.warn(`sitemap.xml: static routes only for ${files.failures.join(', ')}`);
        },
      );
    });
  }
}
