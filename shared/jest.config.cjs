const base = require('../jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  // msw 2 pulls in ESM-only helpers; compile them to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(until-async|rettime)[@/])'],
};
