/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';

const portrait = { borderRadius: token('radii-full'), flexShrink: 0, background: token('colors-gray-100') } as const;
/** Beside the portrait while there is room for a readable line, under it on a narrow screen. */
const about = { flex: 1, minWidth: '13.75rem' } as const;
const nameRoom = { margin: `${token('spacing-1')} 0 ${token('spacing-0.5')}` } as const;
const roleRoom = { marginBottom: token('spacing-2') } as const;

/** A person who leads something (an event's speaker, a course's instructor): portrait, name, role and bio. */
export function PersonIntro({
  person: { photoUrl, name, bio },
  role,
}: {
  person: { photoUrl: string; name: string; bio: string };
  /** What they do ("Senior SDET"): the speaker's role, the instructor's title. */
  role: string;
}) {
  return (
    <Row gap="4" align="start" wrap>
      <img src={photoUrl} alt="" width={96} height={96} loading="lazy" css={portrait} />
      <div css={about}>
        <CardTitle css={nameRoom}>{name}</CardTitle>
        <Text tone="muted" weight="semibold" css={roleRoom}>
          {role}
        </Text>
        <Text>{bio}</Text>
      </div>
    </Row>
  );
}
