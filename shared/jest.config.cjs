const base = require('../jest.base.cjs')(__dirname);

module.exports = { ...base, testMatch: ['<rootDir>/{src,testing}/**/*.test.{ts,tsx}'] };
