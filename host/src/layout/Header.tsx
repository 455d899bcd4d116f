import { useEffect, useState } from 'react';
import { Link as RouterLink, NavLink } from '@qa/shared/routing/router';
import { HEADER_SCROLLED_OFFSET_PX } from '@qa/shared/constants';
import type { HeaderVariant } from '@qa/shared/routes/route-table';
import { Box, Button, chakra, Flex, HStack } from '@qa/shared/ui/kit';
import { Logo } from '@qa/shared/ui/Logo';
import { headerNavItems } from './nav-items';
import { SideDrawer } from './SideDrawer';

function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return scrolled;
}

const NavItem = chakra(NavLink);

/** The site header: landing, platform (sticky) or promo (transparent) variant (spec §2). */
export function Header({ variant }: { variant: HeaderVariant }) {
  const scrolled = useScrolledPast(HEADER_SCROLLED_OFFSET_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box
      as="header"
      data-variant={variant}
      data-scrolled={scrolled || undefined}
      position={variant === 'platform' ? 'sticky' : 'relative'}
      top="0"
      zIndex="docked"
      bg={variant === 'promo' && !scrolled ? 'transparent' : 'bg'}
      boxShadow={scrolled ? 'sm' : 'none'}
      transition="box-shadow 0.2s"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <RouterLink to="/" aria-label="QA Career home">
          <Logo />
        </RouterLink>
        <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', xl: 'flex' }}>
          {headerNavItems.map((item) => (
            <NavItem key={item.to} to={item.to} fontWeight="medium" _hover={{ color: 'brand.500' }} css={{ '&.active': { color: 'brand.500' } }}>
              {item.label}
            </NavItem>
          ))}
        </HStack>
        <HStack gap="2">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/registration">
              <Box as="span" display={{ base: 'none', md: 'inline' }}>Sign Up / Login</Box>
              <Box as="span" display={{ base: 'inline', md: 'none' }}>Sign In</Box>
            </RouterLink>
          </Button>
          <Button variant="ghost" size="sm" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <chakra.span fontSize="xl" aria-hidden="true">☰</chakra.span>
          </Button>
        </HStack>
      </Flex>
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Box>
  );
}
