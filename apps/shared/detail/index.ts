export { DetailPanel, type DetailPanelProps } from './DetailPanel.tsx';
export { DetailSection } from './DetailSection.tsx';
export { Facts } from './Facts.tsx';
export { Placeholder } from './Placeholder.tsx';
