/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useStartForFree } from '@qa/shared/kernel/subscriptions/use-start-for-free';
import { buttonStyle } from '@qa/shared/ui/light';
import { color, mq } from '@qa/shared/ui/tokens';

/** The closing call to action: the hero's start-for-free flow once more, on the brand colour. */
export function FinalCta() {
  const start = useStartForFree();
  return (
    <section aria-labelledby="final-cta-title" css={{ background: color.brand, color: '#fff' }}>
      <div
        css={{
          maxWidth: 880,
          margin: '0 auto',
          padding: '64px 16px',
          textAlign: 'center',
          [mq.md]: { padding: '88px 32px' },
        }}
      >
        <h2
          id="final-cta-title"
          css={{ fontWeight: 700, fontSize: 30, lineHeight: 1.2, margin: '0 0 12px', [mq.md]: { fontSize: 40 } }}
        >
          Your first QA offer starts with one lecture
        </h2>
        <p css={{ fontSize: 18, margin: '0 auto 28px', maxWidth: 600, opacity: 0.92 }}>
          Sign up for free in under a minute and start the first course today.
        </p>
        <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Link
            to={start.to}
            onClick={start.onClick}
            css={[buttonStyle('inverse', 'lg'), { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 } }]}
          >
            {start.label}
          </Link>
          <Link
            to={href('subscriptions')}
            css={[
              buttonStyle('ghost', 'lg'),
              {
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { background: 'rgba(255,255,255,0.15)' },
                '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
              },
            ]}
          >
            See plans
          </Link>
        </div>
      </div>
    </section>
  );
}
