import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useNotify, useT } from '../platform/index.ts';
import { CopyIcon } from './icons.tsx';
import { usePanelStyles } from './styles.ts';

const useStyles = makeStyles({
  text: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    lineHeight: tokens.lineHeightBase400,
    whiteSpace: 'pre-wrap',
    userSelect: 'text',
  },
});

/** Copies via the Clipboard API, else by selecting the text (older or insecure contexts). */
async function copyText(text: string, node: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!node) return false;
    const selection = node.ownerDocument.getSelection();
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    selection?.removeAllRanges();
    selection?.addRange(range);
    return node.ownerDocument.execCommand('copy');
  }
}

/** The German (or request-language) tender text of the product and inputs, with a copy button. */
export function TenderText({ text }: { text: string }) {
  const t = useT();
  const notify = useNotify();
  const panel = usePanelStyles();
  const styles = useStyles();
  const textRef = useRef<HTMLParagraphElement>(null);
  const copy = async () => {
    const copied = await copyText(text, textRef.current);
    notify(copied ? 'success' : 'error', t(copied ? 'calc.ui.copied' : 'calc.ui.copyFailed'));
  };
  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <Subtitle2 as="h2" className={panel.heading}>
          {t('calc.doc.tenderText')}
        </Subtitle2>
        <Button size="small" icon={<CopyIcon />} onClick={copy}>
          {t('calc.ui.copy')}
        </Button>
      </div>
      <p ref={textRef} className={styles.text}>
        {text}
      </p>
    </section>
  );
}
