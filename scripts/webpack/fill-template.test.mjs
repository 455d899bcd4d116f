// An app's index.html is filled in by the config, not compiled by html-webpack-plugin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillTemplate } from './fill-template.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'fill-template-'));
const template = (name, html) => {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  return file;
};
const parameters = { htmlWebpackPlugin: { files: { js: ['/main.js', '/vendor.js'] } } };

test('each <%= expression %> becomes its value, the rest stays as written', () => {
  const file = template(
    'index.html',
    '<p>a</p><script>var files = <%= JSON.stringify(htmlWebpackPlugin.files.js) %>;</script>',
  );
  assert.equal(fillTemplate(file, parameters), '<p>a</p><script>var files = ["/main.js","/vendor.js"];</script>');
});

test('the file is read again on every build, so the dev server picks up an edit', () => {
  const file = template('edited.html', '<%= htmlWebpackPlugin.files.js.length %>');
  assert.equal(fillTemplate(file, parameters), '2');
  writeFileSync(file, '<%= htmlWebpackPlugin.files.js[0] %>');
  assert.equal(fillTemplate(file, parameters), '/main.js');
});

test('template code other than <%= … %> is refused instead of shipped as text', () => {
  const file = template('loop.html', '<% for (const f of htmlWebpackPlugin.files.js) { %><%= f %><% } %>');
  assert.throws(() => fillTemplate(file, parameters), /only <%= expression %> is supported/);
});
