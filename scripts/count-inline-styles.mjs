#!/usr/bin/env node
// `node scripts/count-inline-styles.mjs [--list] [--root DIR]`: counts the object literals written inline in a JSX
// `css` or `style` prop (`css={{…}}`, and each object inside `css={[a, {…}]}`) in the apps' and the
// kit's source, tests left out, and how many of them carry a colour, a font size or a radius
// (docs/architecture.md "Design system": layout goes to the kit's primitives, looks to named styles).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot as ownRoot } from './lib/apps.mjs';

const argv = process.argv.slice(2);
// another checkout (an earlier commit's `git archive`) to compare with
const repoRoot = argv.includes('--root') ? path.resolve(argv[argv.indexOf('--root') + 1]) : ownRoot;

const roots = ['host/src', 'remote-marketing/src', 'remote-platform/src', 'remote-auth/src', 'shared/src'];
const looks = /^(color|background|backgroundColor|borderColor|fill|stroke|fontSize|borderRadius)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) yield full;
  }
}

const carriesLook = (object) =>
  object.properties.some((property) => property.name && looks.test(property.name.getText()));

let total = 0;
let withLook = 0;
const perFile = [];
for (const root of roots) {
  for (const file of sourceFiles(path.join(repoRoot, root))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    let count = 0;
    const visitValue = (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        count += 1;
        if (carriesLook(node)) withLook += 1;
        return; // its nested objects (a media query, a selector) belong to it
      }
      if (
        ts.isArrayLiteralExpression(node) ||
        ts.isParenthesizedExpression(node) ||
        ts.isConditionalExpression(node) ||
        ts.isBinaryExpression(node)
      )
        ts.forEachChild(node, visitValue);
    };
    const visit = (node) => {
      if (
        ts.isJsxAttribute(node) &&
        ['css', 'style'].includes(node.name.getText()) &&
        node.initializer &&
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression
      )
        visitValue(node.initializer.expression);
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (count) perFile.push([path.relative(repoRoot, file), count]);
    total += count;
  }
}
if (argv.includes('--list'))
  for (const [file, count] of perFile.sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(4)}  ${file}`);
console.log(
  `inline style objects: ${total} (with a colour, font size or radius: ${withLook}) in ${perFile.length} files`,
);
