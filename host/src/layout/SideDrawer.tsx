import { useEffect, useRef } from 'react';
import { Link as RouterLink, NavLink, useLocation } from '@qa/shared/routing/router';
import { DRAWER_MAX_WIDTH_PX } from '@qa/shared/constants';
import { Box, Button, chakra, Flex, Stack } from '@qa/shared/ui/kit';
import { Logo } from '@qa/shared/ui/Logo';
import { drawerNavItems } from './nav-items';

const DrawerLink = chakra(NavLink);

/** The side drawer: from the right, at most 264 px wide (spec §2). */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  useEffect(onClose, [pathname, onClose]);
  if (!open) return null;
  return (
    <>
      <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" onClick={onClose} aria-hidden="true" />
      <Box role="dialog" aria-modal="true" aria-label="Menu" position="fixed" top="0" right="0" h="100vh" w="100%"
        maxW={`${DRAWER_MAX_WIDTH_PX}px`} bg="bg" zIndex="modal" boxShadow="xl" p="4" overflowY="auto">
        <Flex justify="space-between" align="center" mb="6">
          <RouterLink to="/" aria-label="QA Career home"><Logo height={24} /></RouterLink>
          <Button ref={closeRef} variant="ghost" size="sm" aria-label="Close menu" onClick={onClose}>✕</Button>
        </Flex>
        <Stack as="nav" aria-label="Site" gap="1">
          {drawerNavItems.filter((item) => !item.signedInOnly).map((item) => (
            <DrawerLink key={item.to} to={item.to} px="3" py="2" borderRadius="md" _hover={{ bg: 'brand.50' }}
              css={{ '&.active': { bg: 'brand.50', color: 'brand.600', fontWeight: 'semibold' } }}>
              {item.label}
            </DrawerLink>
          ))}
        </Stack>
        <Button asChild mt="6" w="100%" colorPalette="brand">
          <RouterLink to="/registration">Sign Up / Login</RouterLink>
        </Button>
      </Box>
    </>
  );
}
