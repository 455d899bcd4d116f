// The bench's second peer: the landing's header and hero as a client-rendered React + Chakra
// monolith (one bundle, no prerendered markup), what the site would be without federation,
// prerendering or the light layer. Plain JavaScript so the build needs no loader.
import { Box, Button, ChakraProvider, Flex, Heading, Link, Text, createSystem, defaultConfig } from '@chakra-ui/react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

// The texts and links of the real page, captured by monolith-peer.mjs when it builds this page.
const content = JSON.parse(document.getElementById('bench-content').textContent);
const system = createSystem(defaultConfig, {
  theme: {
    tokens: {
      colors: { brand: { 500: { value: content.brand } } },
      // The page's own font stack, so both peers and the routes wait for the same Inter download.
      fonts: { heading: { value: content.font }, body: { value: content.font } },
    },
  },
});

function Header() {
  return h(
    Box,
    { as: 'header', borderBottomWidth: '1px', bg: 'white' },
    h(
      Flex,
      { maxW: '1152px', mx: 'auto', px: { base: 4, md: 6 }, h: '64px', align: 'center', gap: 6 },
      h(Link, { href: content.home, fontWeight: 'bold', fontSize: 'lg', color: 'brand.500' }, 'QA Career'),
      h(
        Flex,
        { as: 'nav', gap: 4, display: { base: 'none', md: 'flex' }, flex: 1 },
        content.links.map((link) => h(Link, { key: link.href + link.text, href: link.href }, link.text)),
      ),
    ),
  );
}

function Hero() {
  return h(
    Box,
    { as: 'section', bg: 'brand.500', color: 'white', py: { base: '56px', sm: '96px' }, px: { base: 4, sm: 6 } },
    h(
      Box,
      { maxW: '1152px', mx: 'auto' },
      h(
        Heading,
        { as: 'h1', fontSize: { base: '32px', sm: '48px' }, lineHeight: 1.15, mb: 5, maxW: '768px' },
        content.title,
      ),
      h(
        Text,
        { fontSize: { base: '18px', sm: '20px' }, lineHeight: 1.55, maxW: '672px', mb: 8, opacity: 0.92 },
        content.lead,
      ),
      h(
        Flex,
        { gap: 3, wrap: 'wrap' },
        content.actions.map((action, i) =>
          h(
            Button,
            {
              key: action.href,
              asChild: true,
              size: 'lg',
              variant: i === 0 ? 'solid' : 'outline',
              colorPalette: 'gray',
            },
            h('a', { href: action.href }, action.text),
          ),
        ),
      ),
    ),
  );
}

createRoot(document.getElementById('root')).render(
  h(ChakraProvider, { value: system }, h(Header), h('main', null, h(Hero))),
);
