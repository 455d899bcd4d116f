/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { Notice } from '@qa/shared/ui/primitives/notice';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Text } from '@qa/shared/ui/primitives/text';
import { currentRelease, onReleaseEvent } from './release-events';
import { exitPreview, type Previews } from './preview';

/** Re-renders when a release changes (the version is known once the preview's manifest is read). */
function useReleases(): void {
  const [, setTick] = useState(0);
  useEffect(() => onReleaseEvent(() => setTick((n) => n + 1)), []);
}

/** Says which remote this tab previews, and in which version, with a one-click way out. */
export function PreviewBanner({ previews, onExit = () => exitPreview() }: { previews: Previews; onExit?: () => void }) {
  useReleases();
  const names = Object.keys(previews) as RemoteName[];
  return (
    <Notice
      label="Preview"
      placement="bottom-start"
      action={
        <Button size="sm" onClick={onExit}>
          Exit preview
        </Button>
      }
    >
      {names.map((remote) => (
        <Text key={remote} tone="inherit" size="sm">
          Previewing <strong>{remote}</strong> version <strong>{currentRelease(remote)?.version ?? '…'}</strong> from{' '}
          {previews[remote]}
        </Text>
      ))}
    </Notice>
  );
}

/** Mounts the banner in a root of its own, outside the app's tree: it loads only for a preview. */
export function showPreviewBanner(previews: Previews, doc: Document = document): void {
  const container = doc.createElement('div');
  doc.body.append(container);
  createRoot(container).render(<PreviewBanner previews={previews} />);
}
