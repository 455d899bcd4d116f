import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'host',
  port: 3000,
  publicPath: '/',
  html: { inject: false },
});
