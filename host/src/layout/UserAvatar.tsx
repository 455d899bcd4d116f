/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { token } from '@qa/shared/ui/tokens';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The first word of the full name: what the header shows beside the avatar. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The user's photo, else their initials on the brand colour; decorative (the link around it is named). */
export function UserAvatar({ user, size }: { user: Pick<CurrentUser, 'fullName' | 'profilePhotoUrl'>; size: number }) {
  if (user.profilePhotoUrl) {
    return (
      <img
        src={user.profilePhotoUrl}
        alt=""
        width={size}
        height={size}
        css={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      css={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        background: token('colors-brand-500'),
        color: token('colors-white'),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: token('font-weights-bold'),
        // About 40 % of the circle: the header's 30 px chip and the drawer's 40 px card.
        fontSize: size >= 40 ? token('font-sizes-md') : token('font-sizes-xs'),
      }}
    >
      {initialsOf(user.fullName)}
    </span>
  );
}
