import { Button } from '@fluentui/react-components';
import { useNotify, useT } from '../platform/index.ts';
import { LinkIcon } from './icons.tsx';

/**
 * "Link kopieren": copies the link that reproduces the tool's inputs (useShareableState's `link`).
 * Where the clipboard is refused (insecure page, permissions), the link is shown in the notice.
 */
export function ShareLinkButton({ link }: { link: () => string }) {
  const t = useT();
  const notify = useNotify();
  const copy = async () => {
    const href = link();
    try {
      await navigator.clipboard.writeText(href);
      notify('success', t('kit.share.copied'));
    } catch {
      notify('warning', t('kit.share.copyFailed', { link: href }));
    }
  };
  return (
    <Button icon={<LinkIcon />} onClick={copy} data-share-link="">
      {t('kit.share.copyLink')}
    </Button>
  );
}
