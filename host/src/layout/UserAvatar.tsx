/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Avatar } from '@qa/shared/ui/primitives/Avatar';

/** The first word of the full name: what the header shows beside the avatar. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The user's photo, else their initials on the brand colour; decorative (the link around it is named). */
export function UserAvatar({ user, size }: { user: Pick<CurrentUser, 'fullName' | 'profilePhotoUrl'>; size: number }) {
  return <Avatar size={size} src={user.profilePhotoUrl} name={user.fullName} />;
}
